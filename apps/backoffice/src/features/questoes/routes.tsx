import type { RouteObject } from 'react-router-dom';
import { resourceRoutes } from '../../lib/resource-routes';
import { classificacaoWizardRoute } from './components/classificacao-wizard';
import { questoes } from './resource';

/** The wizard's row of the domain's route table: its screen is added as a route of its own below. */
const WIZARD = /\/classificacoes$/;

/**
 * The question routes (§2.1), relative to /admin: the list, the form at `novo` and `:id`, and
 * the classification wizard (§2.9). The guards read the same rows of the domain's route table.
 */
export const questoesRoutes: RouteObject[] = [
  ...resourceRoutes(questoes, {
    list: async () => (await import('./components/questoes-page')).QuestoesPage,
    form: async () => (await import('./components/questao-form-page')).QuestaoFormPage,
  }).filter((route) => !WIZARD.test(route.path ?? '')),
  classificacaoWizardRoute,
];
