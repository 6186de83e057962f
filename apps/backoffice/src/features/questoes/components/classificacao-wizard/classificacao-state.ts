/**
 * The wizard's choice (§2.9) as plain ids, and the pure rules on it: a module belongs to a course,
 * a subject to a module, so dropping a course drops its modules and their subjects.
 */
import type { Classificacao, ClassificacaoInput } from '@hangar/api-client/contract';

/** What the four steps choose. `parents` remembers the course of each module and the module of each subject. */
export interface Choice {
  cursos: number[];
  modulos: number[];
  assuntos: number[];
  /** At most one problem (single selection); `null`: none chosen yet. */
  problema: number | null;
  /** 'Não possui problema para essa questão no momento'. */
  semProblema: boolean;
  /**
   * The question's other problems, linked from a problem's form: the wizard's single selection
   * shows the first only, and keeps these as they are (unless 'Não possui problema' is checked),
   * where classifying such a question used to drop them.
   */
  outrosProblemas: number[];
}

/** Module id → course id, subject id → module id. */
export interface Parents {
  cursoOfModulo: ReadonlyMap<number, number>;
  moduloOfAssunto: ReadonlyMap<number, number>;
}

/** The choice an edit starts from: what is saved. A saved question without a problem starts with 'Não possui problema'. */
export function choiceFrom(saved: Classificacao): Choice {
  const problema = saved.problemas[0]?.id ?? null;
  return {
    cursos: saved.cursos.map((c) => c.id),
    modulos: saved.modulos.map((m) => m.id),
    assuntos: saved.assuntos.map((a) => a.id),
    problema,
    semProblema: problema === null && saved.cursos.length > 0,
    outrosProblemas: saved.problemas.slice(1).map((p) => p.id),
  };
}

/**
 * Drops the modules of courses no longer chosen, and the subjects of modules no longer chosen.
 * A module (or subject) whose parent is unknown is kept: it cannot be judged.
 * @example prune({ cursos: [1], modulos: [10, 20], … }, { cursoOfModulo: new Map([[10, 1], [20, 2]]), … }).modulos // [10]
 */
export function prune(choice: Choice, parents: Parents): Choice {
  const cursos = new Set(choice.cursos);
  const modulos = choice.modulos.filter((m) => {
    const c = parents.cursoOfModulo.get(m);
    return c === undefined || cursos.has(c);
  });
  const kept = new Set(modulos);
  const assuntos = choice.assuntos.filter((a) => {
    const m = parents.moduloOfAssunto.get(a);
    return m === undefined || kept.has(m);
  });
  return { ...choice, modulos, assuntos };
}

/** Whether the Problema step may finish: 'Não possui problema' checked, or one problem chosen. */
export function problemaDone(choice: Choice): boolean {
  return choice.semProblema || choice.problema !== null;
}

/** The body of `PUT /api/questao/{id}/classificacao` (the classification replaced as a whole). */
export function toClassificacaoBody(choice: Choice, parents: Parents): ClassificacaoInput {
  const pruned = prune(choice, parents);
  return {
    cursos: pruned.cursos,
    modulos: pruned.modulos,
    assuntos: pruned.assuntos,
    problemas: pruned.semProblema
      ? []
      : [...(pruned.problema === null ? [] : [pruned.problema]), ...keptProblemas(pruned)],
  };
}

/**
 * The question's other problems that stay linked besides the one chosen: none with 'Não possui
 * problema'. The body sends them; the Problema step names them.
 */
export function keptProblemas(choice: Choice): number[] {
  return choice.semProblema ? [] : choice.outrosProblemas.filter((id) => id !== choice.problema);
}

/** Whether two choices classify the same way (lists compared as sets): the wizard asks before leaving when not. */
export function sameChoice(a: Choice, b: Choice): boolean {
  const same = (x: number[], y: number[]) => x.length === y.length && new Set([...x, ...y]).size === x.length;
  return (
    same(a.cursos, b.cursos) &&
    same(a.modulos, b.modulos) &&
    same(a.assuntos, b.assuntos) &&
    a.problema === b.problema &&
    a.semProblema === b.semProblema
  );
}
