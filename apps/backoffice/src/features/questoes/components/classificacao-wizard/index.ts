import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../../../lib/lazy-screen';

/**
 * The wizard's route (§2.9), under the admin layout's permission guard (the domain's route table
 * asks for `questao.alterar`). The screen is loaded on demand.
 */
export const classificacaoWizardRoute: RouteObject = {
  path: 'administracao/questoes/:id/classificacoes',
  ...lazyScreen(async () => (await import('./classificacao-wizard')).ClassificacaoWizardPage),
};
