import { MESSAGES, TEXT_MAX } from '@hangar/domain';
import { Button, ConfirmDialog, SortableList, TextAreaField, TextField } from '@hangar/ui';
import { Check, Pencil, Plus, Trash2, X } from 'lucide-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useReportChanges } from '../../../../lib/discard-guard';
import { useFocusLater } from '../../../../lib/use-focus-later';
import type { OpcaoDraft, QuestaoFormAction } from '../questao-form-page/questao-form-state';

export interface RespostasListProps {
  /** The answers, in order. */
  opcoes: OpcaoDraft[];
  /** The form's reducer. */
  dispatch: (action: QuestaoFormAction) => void;
  /** The field errors of the form (`opcoes`, `opcoes.{i}.titulo`). */
  errors: Readonly<Record<string, string[] | undefined>>;
  /** Nothing can be changed. @default false */
  isReadOnly?: boolean;
  /**
   * Told whether 'Nova resposta' holds text not yet added, or an answer's edit is not confirmed,
   * so the form asks before dropping it.
   */
  onPendingChange?: (pending: boolean) => void;
}

/**
 * The answers of a question (§2.8): add, edit in place, delete (asking 'Deseja realmente excluir
 * a resposta?'), reorder by drag and drop or by keyboard (focus 'Mover …', Enter, arrows, Enter)
 * and the radio marking the single correct answer. Every rule is the form reducer's.
 */
export function RespostasList({
  opcoes,
  dispatch,
  errors,
  isReadOnly = false,
  onPendingChange,
}: RespostasListProps) {
  const [nova, setNova] = useState('');
  const [editing, setEditing] = useState<{ key: string; titulo: string } | null>(null);
  const pending =
    nova.trim() !== '' ||
    (editing !== null && editing.titulo !== opcoes.find((o) => o.key === editing.key)?.titulo);
  useReportChanges(pending, onPendingChange);
  const group = useId();
  const listError = errors.opcoes?.[0];
  // Leaving edit mode removes the text area that held focus: focus goes back to that answer's
  // 'Editar resposta' button, not to the page. Closing the delete question puts it back on the
  // answer's 'Excluir resposta', or after a delete on the next answer's (the previous one's, or
  // 'Nova resposta' when none is left): the list's row took it, a keypress away from the button.
  // Found in the DOM once the list has drawn the answers again (React Aria's collection does it
  // a commit or two after this component).
  const section = useRef<HTMLElement>(null);
  const newAnswerId = `${group}-nova`;
  const focusLater = useFocusLater(section);
  const stopEditing = () => {
    if (editing) focusLater(`[data-edit-answer="${CSS.escape(editing.key)}"]`);
    setEditing(null);
  };
  const [removing, setRemoving] = useState<OpcaoDraft | null>(null);
  // The answer being asked about, read when the question closes (confirming closes it too).
  const asked = useRef<OpcaoDraft | null>(null);
  const ask = (opcao: OpcaoDraft) => {
    asked.current = opcao;
    setRemoving(opcao);
  };
  const closeQuestion = (removed: boolean) => {
    const opcao = asked.current;
    asked.current = null;
    setRemoving(null);
    if (!opcao) return;
    const at = opcoes.findIndex((o) => o.key === opcao.key);
    const next = removed ? (opcoes[at + 1] ?? opcoes[at - 1]) : opcao;
    focusLater(next ? `[data-delete-answer="${CSS.escape(next.key)}"]` : `#${CSS.escape(newAnswerId)}`);
  };

  const add = () => {
    if (nova.trim() === '') return;
    dispatch({ type: 'addAnswer', titulo: nova });
    setNova('');
  };
  const confirmEdit = () => {
    if (!editing || editing.titulo.trim() === '') return;
    dispatch({ type: 'editAnswer', key: editing.key, titulo: editing.titulo });
    stopEditing();
  };

  return (
    // Marked invalid as a whole when the answers are refused: a refused save focuses its first control.
    <section
      ref={section}
      aria-labelledby={`${group}-title`}
      data-invalid={listError ? '' : undefined}
      className="flex flex-col gap-3"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${group}-title`} className="text-md font-semibold text-fg">
          Respostas
        </h2>
        <p className="text-sm text-fg-muted">
          Marque a resposta correta ·{' '}
          {/* A touch screen shows up and down arrows on each row, not the drag handle's keys. */}
          <span className="pointer-coarse:hidden">
            arraste ou, pelo teclado, Enter na alça e as setas para reordenar
          </span>
          <span className="hidden pointer-coarse:inline">toque nas setas de cada linha para reordenar</span>
        </p>
      </div>

      {!isReadOnly && (
        <div className="flex flex-wrap items-end gap-2">
          <TextField
            id={newAnswerId}
            label="Nova resposta"
            value={nova}
            onChange={setNova}
            maxLength={TEXT_MAX.title}
            onKeyDown={(e: KeyboardEvent) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
            className="min-w-0 flex-[1_1_16rem]"
            // A failed save puts focus here (the section's first control): the list's message
            // is read with it, where it was only in 'Avisos'.
            aria-describedby={listError ? `${group}-error` : undefined}
          />
          <Button onPress={add} isDisabled={nova.trim() === ''}>
            <Plus aria-hidden />
            ADICIONAR RESPOSTA
          </Button>
        </div>
      )}

      {listError && (
        <p id={`${group}-error`} className="text-sm text-error">
          {listError}
        </p>
      )}

      <SortableList
        aria-label="Respostas da questão"
        items={opcoes}
        getKey={(o) => o.key}
        getTextValue={(o) => o.titulo}
        onReorder={(next) => dispatch({ type: 'reorderAnswers', opcoes: next })}
        isDisabled={isReadOnly}
        emptyState="Nenhuma resposta foi adicionada à questão"
        className="gap-1.5"
      >
        {(opcao, { index }) => {
          const position = index + 1;
          const error = errors[`opcoes.${index}.titulo`]?.[0];
          if (editing?.key === opcao.key) {
            return (
              <div className="flex flex-wrap items-end gap-2 p-1">
                <TextAreaField
                  label={`Texto da resposta ${position}`}
                  value={editing.titulo}
                  onChange={(titulo) => setEditing({ key: opcao.key, titulo })}
                  maxLength={TEXT_MAX.title}
                  rows={2}
                  autoFocus
                  description="Enter confirma, Esc cancela"
                  errorMessage={
                    editing.titulo.trim() === '' ? MESSAGES.question.answerTitleRequired : undefined
                  }
                  onKeyDown={(e: KeyboardEvent) => {
                    // Keys typed here belong to the text, not to the list around it.
                    e.stopPropagation();
                    if (e.key === 'Enter' && !e.shiftKey) {
                      e.preventDefault();
                      confirmEdit();
                    }
                    if (e.key === 'Escape') stopEditing();
                  }}
                  className="min-w-0 flex-[1_1_14rem]"
                />
                <div className="flex gap-1">
                  <Button size="icon" variant="ghost" aria-label="Confirmar resposta" onPress={confirmEdit}>
                    <Check aria-hidden />
                  </Button>
                  <Button size="icon" variant="ghost" aria-label="Cancelar edição" onPress={stopEditing}>
                    <X aria-hidden />
                  </Button>
                </div>
              </div>
            );
          }
          return (
            <div className="flex items-start gap-2 p-1" data-invalid={error ? '' : undefined}>
              <label className="flex min-w-0 flex-1 cursor-pointer items-start gap-2">
                <input
                  type="radio"
                  name={`${group}-correta`}
                  checked={opcao.resposta_correta}
                  disabled={isReadOnly}
                  onChange={() => dispatch({ type: 'markCorrect', key: opcao.key })}
                  aria-label={`Resposta correta: ${opcao.titulo}`}
                  className="mt-1 size-4 shrink-0 accent-accent"
                />
                <span className="flex min-w-0 flex-col">
                  <span className="text-sm break-words whitespace-pre-wrap text-fg">
                    <span className="mr-1 font-semibold text-fg-muted">{position}.</span>
                    {opcao.titulo}
                  </span>
                  {opcao.resposta_correta && (
                    <span className="text-xs font-medium text-success">Correta</span>
                  )}
                  {error && <span className="text-xs text-error">{error}</span>}
                </span>
              </label>
              {!isReadOnly && (
                <div className="flex shrink-0 gap-1">
                  <Button
                    size="icon"
                    variant="ghost"
                    aria-label={`Editar resposta ${position}`}
                    data-edit-answer={opcao.key}
                    onPress={() => setEditing({ key: opcao.key, titulo: opcao.titulo })}
                  >
                    <Pencil aria-hidden />
                  </Button>
                  <Button
                    size="icon"
                    variant="ghost"
                    aria-label={`Excluir resposta ${position}`}
                    data-delete-answer={opcao.key}
                    onPress={() => ask(opcao)}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </div>
              )}
            </div>
          );
        }}
      </SortableList>

      <ConfirmDialog
        isOpen={removing !== null}
        onOpenChange={(open) => !open && closeQuestion(false)}
        message={MESSAGES.confirm.deleteAnswer}
        // An answer not written yet has no text to name it by.
        subject={removing?.titulo.trim() || undefined}
        confirmLabel="Excluir"
        cancelLabel={MESSAGES.confirm.cancel}
        destructive
        onConfirm={() => {
          if (removing) dispatch({ type: 'removeAnswer', key: removing.key });
          closeQuestion(true);
        }}
      />
    </section>
  );
}
