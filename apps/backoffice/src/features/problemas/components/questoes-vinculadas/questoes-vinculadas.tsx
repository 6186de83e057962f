import { MESSAGES } from '@hangar/domain';
import { Button, breakLongWords, ConfirmDialog, RemoteMultiSelect, type RemoteOption } from '@hangar/ui';
import { Trash2 } from 'lucide-react';
import { useCallback, useState } from 'react';
import { usePickerSearch } from '../../../../lib/use-picker';
import {
  linkQuestoes,
  type QuestaoVinculada,
  unlinkQuestao,
} from '../problema-form-page/problema-form-state';

export interface QuestoesVinculadasProps {
  questoes: QuestaoVinculada[];
  onChange: (questoes: QuestaoVinculada[]) => void;
  /** Read-only: the table only. @default false */
  isReadOnly?: boolean;
}

/**
 * The 'Questões Vinculadas' tab (§2.6): the linked questions with a remove button per row (which
 * asks first, as every removal does, §5), the empty text 'Nenhuma Questão foi adicionada', and a
 * picker searched remotely over `/api/questao/simple` as the user types: a chosen question joins
 * the table at once.
 */
export function QuestoesVinculadas({ questoes, onChange, isReadOnly = false }: QuestoesVinculadasProps) {
  const [removing, setRemoving] = useState<QuestaoVinculada | null>(null);
  const search = usePickerSearch('questoes.simple');
  const loadOptions = useCallback(
    async (text: string, signal: AbortSignal): Promise<RemoteOption[]> =>
      (await search(text, signal)).map((q) => ({ id: q.id, label: q.titulo })),
    [search],
  );
  return (
    <div className="flex flex-col gap-4">
      {!isReadOnly && (
        <RemoteMultiSelect
          label="Vincular questão"
          placeholder="Digite para buscar questões"
          description="Escolha uma questão para vinculá-la ao problema."
          value={[]}
          onChange={(chosen) =>
            onChange(
              linkQuestoes(
                questoes,
                chosen.map((o) => ({ id: Number(o.id), titulo: o.label })),
              ),
            )
          }
          loadOptions={loadOptions}
        />
      )}
      <div className="overflow-x-auto rounded-lg border border-border">
        <table aria-label="Questões vinculadas" className="w-full text-sm">
          <thead className="bg-surface-muted text-left text-xs uppercase tracking-wide text-fg-muted">
            <tr>
              <th scope="col" className="w-20 px-3 py-2 font-medium">
                ID
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Questão
              </th>
              {!isReadOnly && (
                <th scope="col" className="w-16 px-3 py-2 font-medium">
                  <span className="sr-only">Ações</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {questoes.length === 0 ? (
              <tr>
                <td colSpan={isReadOnly ? 2 : 3} className="px-3 py-6 text-center text-fg-subtle">
                  Nenhuma Questão foi adicionada
                </td>
              </tr>
            ) : (
              questoes.map((q) => (
                <tr key={q.id}>
                  <td className="px-3 py-2 tabular-nums text-fg-muted">{q.id}</td>
                  <td className="px-3 py-2">{breakLongWords(q.titulo)}</td>
                  {!isReadOnly && (
                    <td className="px-3 py-1 text-right">
                      <Button
                        size="icon"
                        variant="ghost"
                        aria-label={`Remover ${q.titulo}`}
                        onPress={() => setRemoving(q)}
                      >
                        <Trash2 aria-hidden />
                      </Button>
                    </td>
                  )}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <ConfirmDialog
        isOpen={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        message={MESSAGES.confirm.unlinkQuestion}
        subject={removing?.titulo}
        confirmLabel="Remover"
        cancelLabel={MESSAGES.confirm.cancel}
        destructive
        onConfirm={() => {
          if (removing) onChange(unlinkQuestao(questoes, removing.id));
          setRemoving(null);
        }}
      />
    </div>
  );
}
