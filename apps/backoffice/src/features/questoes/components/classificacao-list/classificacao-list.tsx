import type { Classificacao } from '@hangar/api-client/contract';
import { MESSAGES } from '@hangar/domain';
import { Button, ConfirmDialog, EmptyState } from '@hangar/ui';
import { ListChecks, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';

/** One line of the list: a subject with its module and course. */
export interface ClassificacaoRow {
  assuntoId: number;
  assunto: string;
  modulo: string;
  curso: string;
}

/** The subjects of a classification, each with its module and course (unknown parents: '—'). */
export function classificacaoRows(
  c: Pick<Classificacao, 'cursos' | 'modulos' | 'assuntos'>,
): ClassificacaoRow[] {
  const modulos = new Map(c.modulos.map((m) => [m.id, m]));
  const cursos = new Map(c.cursos.map((x) => [x.id, x]));
  return c.assuntos.map((a) => {
    const modulo = modulos.get(a.curso_modulo_id);
    const curso = modulo ? cursos.get(modulo.curso_id) : undefined;
    return { assuntoId: a.id, assunto: a.nome, modulo: modulo?.nome ?? '—', curso: curso?.nome ?? '—' };
  });
}

export interface ClassificacaoListProps {
  /** The question's saved classification. */
  classificacao: Pick<Classificacao, 'cursos' | 'modulos' | 'assuntos'>;
  /** Removes a subject (after the confirmation); the dialog waits for it. */
  onRemove: (assuntoId: number) => Promise<unknown>;
  /** CLASSIFICAR A QUESTÃO, after the confirmation. */
  onClassify: () => void;
  /** No remove, no CLASSIFICAR. @default false */
  isReadOnly?: boolean;
}

/**
 * The classification of a saved question (§2.8): course / module / subject lines with a remove
 * button (asking 'Deseja remover o assunto?'), the empty text, and CLASSIFICAR A QUESTÃO, which
 * first reminds the user to save ('Antes de continuar certifique de ter salvo todas as
 * alterações').
 */
export function ClassificacaoList({
  classificacao,
  onRemove,
  onClassify,
  isReadOnly = false,
}: ClassificacaoListProps) {
  const rows = classificacaoRows(classificacao);
  const [removing, setRemoving] = useState<ClassificacaoRow | null>(null);
  const [asking, setAsking] = useState(false);
  const title = useId();
  return (
    <section aria-labelledby={title} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={title} className="text-md font-semibold text-fg">
          Classificação
        </h2>
        {!isReadOnly && (
          <Button onPress={() => setAsking(true)}>
            <ListChecks aria-hidden />
            CLASSIFICAR A QUESTÃO
          </Button>
        )}
      </div>
      {rows.length === 0 ? (
        <EmptyState compact title="A questão não está classificada em nenhum Assunto" />
      ) : (
        <ul
          aria-labelledby={title}
          className="flex flex-col divide-y divide-border rounded-lg border border-border"
        >
          {rows.map((row) => (
            <li key={row.assuntoId} className="flex items-center gap-2 px-3 py-2">
              <div className="flex min-w-0 flex-1 flex-col text-sm">
                <span className="font-medium break-words text-fg">{row.assunto}</span>
                <span className="text-xs break-words text-fg-muted">
                  {row.curso} / {row.modulo}
                </span>
              </div>
              {!isReadOnly && (
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={`Remover assunto ${row.assunto}`}
                  onPress={() => setRemoving(row)}
                >
                  <Trash2 aria-hidden />
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        isOpen={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        message={MESSAGES.confirm.removeSubject}
        subject={removing ? `${removing.assunto} (${removing.modulo})` : undefined}
        confirmLabel="Remover"
        cancelLabel={MESSAGES.confirm.cancel}
        destructive
        onConfirm={async () => {
          if (removing) await onRemove(removing.assuntoId);
          setRemoving(null);
        }}
      />
      <ConfirmDialog
        isOpen={asking}
        onOpenChange={setAsking}
        message={MESSAGES.confirm.saveBeforeClassify}
        confirmLabel="Continuar"
        cancelLabel={MESSAGES.confirm.cancel}
        onConfirm={() => {
          setAsking(false);
          onClassify();
        }}
      />
    </section>
  );
}
