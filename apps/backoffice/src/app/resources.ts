import { matchRoute } from '@hangar/domain';
import { categorias } from '../features/categorias/resource';
import { cursos } from '../features/cursos/resource';
import { entidades } from '../features/entidades/resource';
import { perfis } from '../features/perfis/resource';
import { problemas } from '../features/problemas/resource';
import { questoes } from '../features/questoes/resource';
import { turmas } from '../features/turmas/resource';
import { usuarios } from '../features/usuarios/resource';

/**
 * Every resource built on the resource layer (`defineResource`). A new one is added here:
 * `testing/resources.test.ts` checks each against the domain and the contract, and the app asks
 * for the first page of the one it starts on early (boot.tsx).
 */
export const RESOURCES = [cursos, categorias, questoes, turmas, problemas, entidades, perfis, usuarios];

/** The resource whose list is at `pathname`, by the domain's route table (as the guard matches it). */
export function resourceListedAt(pathname: string) {
  const pattern = matchRoute(pathname)?.pattern;
  return RESOURCES.find((resource) => resource.path === pattern);
}
