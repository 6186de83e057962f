import { MESSAGES } from '@hangar/domain';
import { CheckboxField, CollapsibleChecklist, FilterField } from '@hangar/ui';
import { startTransition, useMemo, useState } from 'react';
import { foldForSearch } from '../../../../lib/search-text';
import { type VirtualOption, VirtualOptions } from './virtual-options';

export const SEM_PROBLEMA = 'Não possui problema para essa questão no momento';

interface Named {
  id: number;
  nome: string;
}

/**
 * A search over already-loaded options. The field keeps its text (`FilterField`) and the list
 * re-filters in a transition, after the keystroke is drawn. Each option's text is folded once per
 * list, not once per keystroke: on 1,000 options that was ~1.5 ms of every key.
 */
function useFiltered(options: readonly VirtualOption[]) {
  const [text, setText] = useState('');
  const folded = useMemo(() => options.map((o) => foldForSearch(o.text)), [options]);
  const shown = useMemo(() => {
    const wanted = foldForSearch(text.trim());
    return wanted === '' ? options : options.filter((_, i) => folded[i]?.includes(wanted));
  }, [options, folded, text]);
  const filter = (next: string) => startTransition(() => setText(next));
  return { text, filter, shown };
}

/** Step 1: every course as '(tipo) nome', with a search. */
export function CursosStep({
  cursos,
  value,
  onChange,
  isLoading,
}: {
  cursos: readonly (Named & { tipo: string | null })[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  isLoading: boolean;
}) {
  const options = useMemo(
    () => cursos.map((c) => ({ id: c.id, text: c.tipo ? `(${c.tipo}) ${c.nome}` : c.nome })),
    [cursos],
  );
  const { text, filter, shown } = useFiltered(options);
  return (
    <div className="flex flex-col gap-3">
      <FilterField label="Procurar curso" defaultValue={text} onChange={filter} className="sm:max-w-sm" />
      <p className="text-sm text-fg-muted" aria-live="polite">
        {value.length === 1 ? '1 curso selecionado' : `${value.length} cursos selecionados`}
      </p>
      <VirtualOptions
        aria-label="Cursos"
        options={shown}
        selectionMode="multiple"
        selected={value}
        onChange={onChange}
        empty={isLoading ? 'Carregando…' : 'Nenhum curso encontrado'}
        className="max-h-[min(400px,55vh)]"
      />
    </div>
  );
}

/** Step 2 and 3: per parent (course, module) a collapsible group of children with a checked count. */
export function GroupsStep({
  label,
  groups,
  value,
  onChange,
  isLoading,
  empty,
}: {
  label: string;
  groups: { id: number; title: string; items: readonly Named[] }[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  isLoading: boolean;
  empty: string;
}) {
  return (
    <CollapsibleChecklist
      // Every group opens when its options arrive (a group drawn before they did would stay shut).
      key={isLoading ? 'loading' : groups.map((g) => `${g.id}:${g.items.length}`).join()}
      aria-label={label}
      groups={groups.map((g) => ({
        id: g.id,
        title: g.title,
        items: g.items.map((i) => ({ id: i.id, label: i.nome })),
      }))}
      value={value}
      onChange={(keys) => onChange(keys.map(Number))}
      isLoading={isLoading}
      emptyState={empty}
    />
  );
}

/** Step 4: 'Não possui problema…', otherwise a searchable single-choice table of problems (title plus #id). */
export function ProblemaStep({
  problemas,
  value,
  semProblema,
  onChange,
  onSemProblema,
  isLoading,
  kept = [],
}: {
  problemas: readonly { id: number; titulo: string }[];
  value: number | null;
  semProblema: boolean;
  onChange: (id: number | null) => void;
  onSemProblema: (on: boolean) => void;
  isLoading: boolean;
  /** Other problems the question stays linked to (from a problem's form), named under the list. */
  kept?: readonly { id: number; titulo: string }[];
}) {
  const options = useMemo(
    () =>
      problemas.map((p) => ({
        id: p.id,
        text: `${p.titulo} #${p.id}`,
        content: (
          <span className="flex items-center gap-2">
            <span className="min-w-0 flex-1 break-words">{p.titulo}</span>
            <span className="shrink-0 text-xs tabular-nums text-fg-subtle">#{p.id}</span>
          </span>
        ),
      })),
    [problemas],
  );
  const { text, filter, shown } = useFiltered(options);
  return (
    <div className="flex flex-col gap-3">
      <CheckboxField isSelected={semProblema} onChange={onSemProblema}>
        {SEM_PROBLEMA}
      </CheckboxField>
      {!semProblema && (
        <>
          {/* Shown again after 'Não possui problema' is unticked, with the search it had. */}
          <FilterField
            label="Procurar problema"
            defaultValue={text}
            onChange={filter}
            className="sm:max-w-sm"
          />
          <VirtualOptions
            aria-label="Problemas"
            options={shown}
            selectionMode="single"
            selected={value === null ? [] : [value]}
            onChange={(ids) => onChange(ids[0] ?? null)}
            empty={isLoading ? 'Carregando…' : 'Nenhum problema encontrado'}
            className="max-h-[min(500px,60vh)]"
          />
          {kept.length > 0 && (
            <p className="text-sm text-fg-muted">
              {MESSAGES.question.otherProblemsKept.replace(
                '{titulos}',
                kept.map((p) => `${p.titulo} #${p.id}`).join('; '),
              )}
            </p>
          )}
        </>
      )}
    </div>
  );
}
