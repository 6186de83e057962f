/**
 * The problem form's values (§2.6, §3 Problema) and the pure steps between them, the loaded
 * record and the save body. No React here, so it is unit-tested in node.
 */
import type { ProblemaDetail, ProblemaInput } from '@hangar/api-client/contract';
import { type ArquivoDraft, type FieldErrors, validateProblem } from '@hangar/domain';

/** A linked question as the form shows it. */
export interface QuestaoVinculada {
  id: number;
  titulo: string;
}

/** Everything the form holds; JSON-serialisable, so it can be kept as a draft. */
export interface ProblemaFormValues {
  titulo: string;
  descricao: string;
  arquivos: ArquivoDraft[];
  questoes: QuestaoVinculada[];
}

/** A new problem. */
export function emptyProblema(): ProblemaFormValues {
  return { titulo: '', descricao: '', arquivos: [], questoes: [] };
}

/** The form's values for a loaded problem. */
export function fromProblema(p: ProblemaDetail): ProblemaFormValues {
  return {
    titulo: p.titulo,
    descricao: p.descricao ?? '',
    arquivos: p.arquivos.map((f) => ({
      id: f.id,
      arquivo_id: f.arquivo_id,
      nome: f.nome,
      caminho: f.caminho,
      // Its uploaded name, which the attachment shows instead of the stored key.
      arquivo_nome: f.arquivo_nome ?? null,
      tipo_arquivo_id: f.tipo_arquivo_id,
    })),
    questoes: p.questoes.map((q) => ({ id: q.id, titulo: q.titulo })),
  };
}

/** Adds questions to the linked ones, each once, in the order chosen. */
export function linkQuestoes(current: QuestaoVinculada[], added: QuestaoVinculada[]): QuestaoVinculada[] {
  const ids = new Set(current.map((q) => q.id));
  const fresh = added.filter((q) => !ids.has(q.id) && ids.add(q.id));
  return fresh.length === 0 ? current : [...current, ...fresh];
}

/** Removes a linked question. */
export function unlinkQuestao(current: QuestaoVinculada[], id: number): QuestaoVinculada[] {
  return current.filter((q) => q.id !== id);
}

/**
 * The save body (§7): the loaded record merged with the form's values (the contract drops what
 * it does not know), questions as ids, the version being edited for the 409 check.
 */
export function toProblemaBody(
  loaded: ProblemaDetail | null,
  v: ProblemaFormValues,
  updatedAt: string | null,
): ProblemaInput {
  const descricao = v.descricao.trim();
  return {
    ...(loaded ?? {}),
    titulo: v.titulo.trim(),
    descricao: descricao === '' ? null : v.descricao,
    arquivos: v.arquivos.map((a) => ({
      ...(a.id === undefined ? {} : { id: a.id }),
      arquivo_id: a.arquivo_id ?? 0,
      nome: a.nome,
      caminho: a.caminho ?? null,
      tipo_arquivo_id: a.tipo_arquivo_id ?? 0,
      ...(a.new ? { new: true } : {}),
    })),
    questoes: v.questoes.map((q) => q.id),
    ...(loaded ? { updated_at: updatedAt } : {}),
  };
}

/** The domain's rule (§5) over the form's values. */
export function validateProblemaForm(v: ProblemaFormValues): FieldErrors {
  return validateProblem({ titulo: v.titulo });
}

/** Labels put in front of generic messages in 'Avisos'. */
export const PROBLEMA_FIELD_LABELS = {
  titulo: 'Título do Problema',
  descricao: 'Descrição',
  arquivos: 'Anexos ao problema',
  questoes: 'Questões Vinculadas',
} as const;
