/**
 * The course form's 'VER VERSÃO ATUAL' (someone else saved the course meanwhile): the module tree
 * merged module by module, where the other fields are merged field by field (`mergeUntouched`).
 * Before, the whole tree was one field, so two people who changed different modules had to
 * choose: the next SALVAR put back the other person's modules as this form had loaded them.
 */
import type { AssuntoDraft, ItemId, ModuloDraft } from '@hangar/domain';
import { reindex } from '@hangar/domain';
import { mergeUntouched, sameValues } from '../../../../lib/resource-form';
import type { CursoFormValues } from './curso-form-state';

const byId = <T extends { id: ItemId }>(items: readonly T[]) => new Map(items.map((item) => [item.id, item]));

/** A module's content, without the positions (`ordem` is the index, and order is merged apart). */
function content({ ordem: _, assuntos, ...module }: ModuloDraft) {
  return { ...module, assuntos: assuntos.map(({ ordem: _o, ...assunto }) => assunto) };
}

/** The ids of `items` that are in `base` and not removed, in the order of `items`. */
function keptOrder(items: readonly ModuloDraft[], base: ReadonlyMap<ItemId, ModuloDraft>): ItemId[] {
  return items.filter((m) => base.has(m.id) && !m.deleted_at).map((m) => m.id);
}

/**
 * `primary`'s order, with the items only `secondary` has put in at their index there.
 * @example inOrder(['a', 'b'], ['a', 'x', 'b']) // ['a', 'x', 'b']
 */
function inOrder(primary: readonly ItemId[], secondary: readonly ItemId[]): ItemId[] {
  const order = [...primary];
  secondary.forEach((id, index) => {
    if (!order.includes(id)) order.splice(Math.min(index, order.length), 0, id);
  });
  return order;
}

/**
 * The modules after 'VER VERSÃO ATUAL', module by module (three-way, by id):
 * - a module this form left as loaded takes the other person's version, or goes if they removed it;
 * - a module changed here (renamed, its subjects added, removed, edited or reordered, or it was
 *   removed) stays as it is here, whatever they did to it;
 * - a module either side added is in;
 * - the order is theirs, unless the modules were reordered here; a module only one side has keeps
 *   its place in that side's order.
 *
 * A subject moved from one module to another by one side while the other changed the module it
 * left would be in both: it stays where it was moved to.
 */
export function mergeModules(
  mine: readonly ModuloDraft[],
  base: readonly ModuloDraft[],
  theirs: readonly ModuloDraft[],
): ModuloDraft[] {
  const baseById = byId(base);
  const mineById = byId(mine);
  const theirsById = byId(theirs);
  const picked = new Map<ItemId, ModuloDraft>();
  for (const id of new Set([...mineById.keys(), ...theirsById.keys()])) {
    const was = baseById.get(id);
    const here = mineById.get(id);
    const there = theirsById.get(id);
    if (here && (!was || !sameValues(content(here), content(was)))) picked.set(id, here);
    else if (there) picked.set(id, there);
    // Else: left alone here and removed by them.
  }

  const reordered = !sameValues(keptOrder(mine, baseById), keptOrder(base, baseById));
  const mineOrder = mine.map((m) => m.id);
  const theirsOrder = theirs.map((m) => m.id);
  const order = reordered ? inOrder(mineOrder, theirsOrder) : inOrder(theirsOrder, mineOrder);
  const merged = order.flatMap((id) => {
    const module = picked.get(id);
    return module ? [module] : [];
  });
  return reindex(withoutMovedCopies(merged, base));
}

/**
 * A subject in two modules (one side moved it, the other changed the module it left, which kept
 * it there): the copy in the module it was in when the form loaded goes. Should both sides have
 * moved it, to different modules, the first copy stays.
 */
function withoutMovedCopies(merged: readonly ModuloDraft[], base: readonly ModuloDraft[]): ModuloDraft[] {
  const copies = new Map<ItemId, number>();
  for (const module of merged) {
    for (const assunto of module.assuntos) copies.set(assunto.id, (copies.get(assunto.id) ?? 0) + 1);
  }
  const homeOf = new Map<ItemId, ItemId>();
  for (const module of base) for (const assunto of module.assuntos) homeOf.set(assunto.id, module.id);
  const dropped = new Set<AssuntoDraft>();
  for (const module of merged) {
    for (const assunto of module.assuntos) {
      if ((copies.get(assunto.id) ?? 0) > 1 && homeOf.get(assunto.id) === module.id) dropped.add(assunto);
    }
  }
  const kept = new Set<ItemId>();
  return merged.map((module) => {
    const assuntos = module.assuntos.filter((assunto) => {
      if (dropped.has(assunto) || kept.has(assunto.id)) return false;
      kept.add(assunto.id);
      return true;
    });
    return assuntos.length === module.assuntos.length ? module : { ...module, assuntos: reindex(assuntos) };
  });
}

/** The whole course form after 'VER VERSÃO ATUAL': the fields by field, the modules by module. */
export function mergeCurso(values: CursoFormValues, base: CursoFormValues, current: CursoFormValues) {
  return {
    ...mergeUntouched(values, base, current),
    modulos: mergeModules(values.modulos, base.modulos, current.modulos),
  };
}
