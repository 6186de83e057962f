/**
 * A resource definition: what the list, the form, the routes and the generic stories of one
 * resource need, written once. Permissions come from the domain (`LIST_ACTIONS`, the route
 * table), the list's address/API spec from `LIST_SPECS`, types, cache keys and invalidation from
 * the contract's endpoint names. What is particular to a screen (columns, Refinar fields, the
 * form body) stays in the feature.
 */
import type { EndpointName } from '@hangar/api-client/contract';
import {
  canAccess,
  type FilterSpecs,
  hasAll,
  LIST_ACTIONS,
  LIST_SPECS,
  type ListName,
  type ListResource,
  type ListSpec,
} from '@hangar/domain';
import type { InputOf, ListEndpointName, RowOf } from './endpoints';

/** A delete endpoint of the contract (`'cursos.delete'`). */
export type DeleteEndpointName = Extract<EndpointName, `${string}.delete`>;

/** The resources that have both a list spec and list actions in the domain. */
export type ResourceName = ListName & ListResource;

/** The filters of a resource's list spec. */
export type FiltersOf<K extends ResourceName> = (typeof LIST_SPECS)[K] extends ListSpec<infer F> ? F : never;

/** Everything the generic list, form, routes and stories know about a resource. */
export interface ResourceDefinition<
  K extends ResourceName = ResourceName,
  L extends ListEndpointName = ListEndpointName,
  D extends DeleteEndpointName = DeleteEndpointName,
> {
  /** The resource's key in the domain's `LIST_SPECS` and `LIST_ACTIONS`. */
  key: K;
  /** The list route (a row of the domain's route table); the form lives at `/novo` and `/{id}` under it. */
  path: string;
  /** The page title ('Cursos'); also the table's accessible name. */
  title: string;
  /** The menu section the breadcrumb starts with ('Administração'). */
  section: string;
  /** The contract's endpoints: the paged list and the delete. */
  endpoints: { list: L; delete: D };
  /** The address segment of a row's form (`uuid` for courses, `id` elsewhere). */
  rowId: (row: RowOf<L>) => string | number;
  /** How a row is named to people ('Ações de {label}', the delete confirmation). */
  rowLabel: (row: RowOf<L>) => string;
  /** The delete call's input for a row (`{ params: { id }, query: { ids } }`). */
  deleteInput: (row: RowOf<L>) => InputOf<D>;
  /**
   * Why a row cannot be deleted, when the list knows it beforehand (a course with classes): shown
   * instead of the question, so the user is not asked for what the server would refuse.
   */
  deleteRefusal?: (row: RowOf<L>) => string | null;
  /** Texts of the list: the add button and the empty list. */
  texts: { add: string; empty: string; search: string };
}

/**
 * Declares a resource with its types inferred from the endpoint names.
 * @example
 * export const categorias = defineResource({ key: 'categorias', path: '/admin/configuracao/categorias',
 *   title: 'Categorias', section: 'Configurações',
 *   endpoints: { list: 'categorias.list', delete: 'categorias.delete' }, rowId: (c) => c.id,
 *   rowLabel: (c) => c.nome, deleteInput: (c) => ({ params: { id: c.id } }), texts: {…} });
 */
export function defineResource<
  const K extends ResourceName,
  const L extends ListEndpointName,
  const D extends DeleteEndpointName,
>(definition: ResourceDefinition<K, L, D>): ResourceDefinition<K, L, D> {
  return definition;
}

/** The list spec of a resource (address and API query). */
export function specOf<K extends ResourceName>(resource: { key: K }): ListSpec<FiltersOf<K>> {
  return LIST_SPECS[resource.key] as ListSpec<FiltersOf<K>>;
}

/** The form route of a row, or of a new record (`id` null). */
export function recordPath(resource: Pick<ResourceDefinition, 'path'>, id: string | number | null): string {
  return `${resource.path}/${id === null ? 'novo' : encodeURIComponent(String(id))}`;
}

/** What a user holding `held` may do with a resource: from `LIST_ACTIONS` and the route table. */
export interface ResourceAbilities {
  add: boolean;
  edit: boolean;
  delete: boolean;
  /** May open a record's form (read-only when `edit` is false). */
  open: boolean;
}

/** The abilities of a user over a resource (§6, with the corrections of docs/legacy.md). */
export function abilitiesOf(resource: Pick<ResourceDefinition, 'key' | 'path'>, held: readonly string[]) {
  const actions = LIST_ACTIONS[resource.key];
  return {
    add: hasAll(held, actions.adicionar),
    edit: hasAll(held, actions.editar),
    delete: hasAll(held, actions.excluir),
    // A sample record path: the route table decides who may open a form at all.
    open: canAccess(`${resource.path}/0`, held),
  } satisfies ResourceAbilities;
}

/** Filters that only order the list: never counted as active (Refinar's count, empty vs no results). */
const ORDERING = new Set(['order_by']);

/**
 * How many filters are active (the count on the 'Refinar' button): set and not empty, ordering
 * left out (a changed order hides nothing).
 * @example countActiveFilters({ situacao: ['Ativo'], order_by: '-nome' }) // 1
 */
export function countActiveFilters(filters: Readonly<Record<string, unknown>>): number {
  return Object.entries(filters).filter(
    ([key, value]) =>
      !ORDERING.has(key) &&
      value !== undefined &&
      value !== '' &&
      !(Array.isArray(value) && value.length === 0),
  ).length;
}

export type { FilterSpecs };
