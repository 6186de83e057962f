export { classificacoesPath, questoes } from './resource';
export { questoesRoutes } from './routes';
