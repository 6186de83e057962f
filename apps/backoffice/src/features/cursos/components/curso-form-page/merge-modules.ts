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

/** An item's content, without its position (`ordem` is the index; order is merged apart). */
function withoutOrder<T extends { ordem: number }>({ ordem: _, ...item }: T) {
  return item;
}

/** A module's content, without the positions of it and of its subjects. */
function content(module: ModuloDraft) {
  return { ...withoutOrder(module), assuntos: module.assuntos.map(withoutOrder) };
}

/** The ids of `items` that are in `base` and not removed, in the order of `items`. */
function keptOrder(
  items: readonly { id: ItemId; deleted_at?: unknown }[],
  base: ReadonlyMap<ItemId, unknown>,
): ItemId[] {
  return items.filter((item) => base.has(item.id) && !item.deleted_at).map((item) => item.id);
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

type Item = { id: ItemId; ordem: number; deleted_at?: unknown };

/**
 * Three-way merge of a list of modules or of one module's subjects, by id:
 * - an item added here, or changed here (`changed`), is this side's — `combine`d with theirs when
 *   they still have it (a module merges its subjects the same way);
 * - an item left alone here takes their version, or goes if they removed it;
 * - an item removed here (marked, or left out) stays removed; one they added is in;
 * - the order is theirs, unless the items were reordered here; an item only one side has keeps
 *   its place in that side's order.
 */
function mergeById<T extends Item>(
  mine: readonly T[],
  base: readonly T[],
  theirs: readonly T[],
  changed: (here: T, was: T) => boolean,
  combine: (here: T, was: T, there: T) => T = (here) => here,
): T[] {
  const baseById = byId(base);
  const mineById = byId(mine);
  const theirsById = byId(theirs);
  const picked = new Map<ItemId, T>();
  for (const id of new Set([...mineById.keys(), ...theirsById.keys()])) {
    const was = baseById.get(id);
    const here = mineById.get(id);
    const there = theirsById.get(id);
    if (here && !was) picked.set(id, here);
    else if (here && was && changed(here, was)) picked.set(id, there ? combine(here, was, there) : here);
    else if (here && there) picked.set(id, there);
    else if (there && !was) picked.set(id, there);
    // Else: left alone here and removed by them, or removed here (left out of this side's list).
  }
  const reordered = !sameValues(keptOrder(mine, baseById), keptOrder(base, baseById));
  const mineOrder = mine.map((item) => item.id);
  const theirsOrder = theirs.map((item) => item.id);
  const order = reordered ? inOrder(mineOrder, theirsOrder) : inOrder(theirsOrder, mineOrder);
  return order.flatMap((id) => {
    const item = picked.get(id);
    return item ? [item] : [];
  });
}

/**
 * A module both sides have, changed here: its own fields are merged field by field, and its
 * subjects subject by subject, so what they did to the subjects this side left alone (removed
 * one, renamed another, added a third) is kept. A module removed here stays as it is here.
 */
function combineModule(here: ModuloDraft, was: ModuloDraft, there: ModuloDraft): ModuloDraft {
  if (here.deleted_at) return here;
  const assuntos = mergeById(
    here.assuntos,
    was.assuntos,
    there.assuntos,
    (a, b) => !sameValues(withoutOrder(a), withoutOrder(b)),
  );
  return { ...mergeUntouched(here, was, there), assuntos: reindex(assuntos), ordem: here.ordem };
}

/**
 * The modules after 'VER VERSÃO ATUAL', module by module and, inside a module changed here,
 * subject by subject ({@link mergeById}): a subject they removed and this side left alone stays
 * removed (it came back, as a new record without its classifications, when a module changed here
 * was kept whole: a data-integrity probe, 7 December).
 *
 * A subject moved from one module to another by one side while the other changed the module it
 * left would be in both: it stays where it was moved to.
 */
export function mergeModules(
  mine: readonly ModuloDraft[],
  base: readonly ModuloDraft[],
  theirs: readonly ModuloDraft[],
): ModuloDraft[] {
  const merged = mergeById(
    mine,
    base,
    theirs,
    (here, was) => !sameValues(content(here), content(was)),
    combineModule,
  );
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
