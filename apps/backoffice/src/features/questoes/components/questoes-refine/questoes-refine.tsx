import { QUESTION_ATIVO_OPTIONS, QUESTION_SITUACOES, type QuestionSituacao } from '@hangar/domain';
import { CheckboxGroupField, RadioGroupField, RefineDrawer, RemoteMultiSelect } from '@hangar/ui';
import { useCallback, useMemo } from 'react';
import { queryInput } from '../../../../lib/endpoints';
import { countActiveFilters } from '../../../../lib/resource';
import { containsFolded } from '../../../../lib/search-text';
import { useApi } from '../../../../lib/session';
import { usePicker, usePickerSearch } from '../../../../lib/use-picker';
import {
  EMPTY_REFINE_DRAFT,
  fromRefineDraft,
  type Lookup,
  type PickedOption,
  type QuestaoFilters,
  type QuestaoRefineDraft,
  toRefineDraft,
  withCursos,
  withModulos,
} from './refine-draft';

export type { QuestaoFilters } from './refine-draft';

export interface QuestoesRefineProps {
  /** The filters in the address. */
  filters: QuestaoFilters;
  /** Called on APLICAR with every filter key (cleared ones `undefined`); the list goes to page 1. */
  onApply: (filters: QuestaoFilters) => void;
  /** Opens the drawer on mount (`DeferredRefine` loaded it on a press). @default false */
  defaultOpen?: boolean;
}

const CLASSIFICACOES = QUESTION_SITUACOES.map((s) => ({ id: s, label: s }));
/** The value of 'Todas' in the Situação radios. */
const ALL = 'todas';
const SITUACOES = QUESTION_ATIVO_OPTIONS.map((o) => ({
  id: o.value === undefined ? ALL : String(o.value),
  label: o.label,
}));

function lookupOf<T extends { id: number; nome: string }>(rows: T[], parent?: (row: T) => number): Lookup {
  const map = new Map(rows.map((r) => [r.id, { label: r.nome, parent: parent?.(r) }]));
  return (id) => map.get(id);
}

/**
 * The 'Refinar' button and drawer of the question list (§2.7): Classificação checkboxes, Curso
 * (searchable, from `/api/curso` per_page 1000), Módulos (loaded from the chosen courses),
 * Assunto (loaded from the chosen modules) and Situação (Todas, Ativo, Inativo). Removing a
 * course drops its modules and their subjects. Choices are a draft until APLICAR; CANCELAR or
 * Escape discards them; LIMPAR empties the draft.
 */
export function QuestoesRefine({ filters, onApply, defaultOpen }: QuestoesRefineProps) {
  const chosenCursos = filters.cursos ?? [];
  const chosenModulos = filters.modulos ?? [];
  // Labels (and parents) of the ids already in the address.
  const cursos = usePicker('cursos.list', { enabled: chosenCursos.length > 0 }).items;
  const modulos = usePicker('cursos.modulos', {
    query: { cursos: chosenCursos },
    enabled: chosenCursos.length > 0,
  }).items;
  const assuntos = usePicker('cursos.assuntos', {
    query: { modulos: chosenModulos },
    enabled: chosenModulos.length > 0,
  }).items;
  const lookups = useMemo(
    () => ({
      cursos: lookupOf(cursos),
      modulos: lookupOf(modulos, (m) => m.curso_id),
      assuntos: lookupOf(assuntos, (a) => a.curso_modulo_id),
    }),
    [cursos, modulos, assuntos],
  );
  const draftOf = useMemo(() => toRefineDraft(filters, lookups), [filters, lookups]);
  // The drawer copies its draft when it opens; names that arrive later still reach the tags.
  const named = (options: PickedOption[], lookup: Lookup) =>
    options.map((o) => {
      const known = lookup(o.id);
      return known ? { ...o, label: known.label, parent: o.parent ?? known.parent } : o;
    });

  const searchCursos = usePickerSearch('cursos.list');
  const loadCursos = useCallback(
    async (search: string, signal: AbortSignal): Promise<PickedOption[]> =>
      (await searchCursos(search, signal)).map((c) => ({ id: c.id, label: c.nome })),
    [searchCursos],
  );

  const api = useApi();
  const loadModulos = useCallback(
    async (ids: number[], signal: AbortSignal): Promise<PickedOption[]> =>
      (
        await api.call('cursos.modulos', { ...queryInput('cursos.modulos', { cursos: ids }), signal })
      ).data.map((m) => ({ id: m.id, label: m.nome, parent: m.curso_id })),
    [api],
  );
  const loadAssuntos = useCallback(
    async (ids: number[], signal: AbortSignal): Promise<PickedOption[]> =>
      (
        await api.call('cursos.assuntos', { ...queryInput('cursos.assuntos', { modulos: ids }), signal })
      ).data.map((a) => ({ id: a.id, label: a.nome, parent: a.curso_modulo_id })),
    [api],
  );

  return (
    <RefineDrawer<QuestaoRefineDraft>
      value={draftOf}
      onApply={(draft) => onApply(fromRefineDraft(draft))}
      activeCount={countActiveFilters(filters)}
      defaultOpen={defaultOpen}
      emptyValue={EMPTY_REFINE_DRAFT}
    >
      {(draft, setDraft) => (
        <>
          <CheckboxGroupField
            label="Classificação"
            items={CLASSIFICACOES}
            value={draft.situacao}
            onChange={(value) => setDraft((d) => ({ ...d, situacao: value as QuestionSituacao[] }))}
          />
          <RemoteMultiSelect
            label="Curso"
            value={named(draft.cursos, lookups.cursos)}
            onChange={(options) => setDraft((d) => withCursos(d, options as PickedOption[]))}
            loadOptions={loadCursos}
          />
          <DependentSelect
            label="Módulos"
            hint="Escolha ao menos um curso"
            load={loadModulos}
            parents={draft.cursos.map((c) => c.id)}
            value={named(draft.modulos, lookups.modulos)}
            onChange={(options) => setDraft((d) => withModulos(d, options))}
          />
          <DependentSelect
            label="Assunto"
            hint="Escolha ao menos um módulo"
            load={loadAssuntos}
            parents={draft.modulos.map((m) => m.id)}
            value={named(draft.assuntos, lookups.assuntos)}
            onChange={(options) => setDraft((d) => ({ ...d, assuntos: options }))}
          />
          <RadioGroupField
            label="Situação"
            orientation="horizontal"
            items={SITUACOES}
            value={draft.ativo === undefined ? ALL : String(draft.ativo)}
            onChange={(v) => setDraft((d) => ({ ...d, ativo: v === ALL ? undefined : v === '1' ? 1 : 0 }))}
          />
        </>
      )}
    </RefineDrawer>
  );
}

interface DependentSelectProps {
  label: string;
  /** What is said while no parent is chosen (the field is disabled then). */
  hint: string;
  /** The chosen courses (for modules) or modules (for subjects). */
  parents: number[];
  /** Every option of the chosen parents. */
  load: (parents: number[], signal: AbortSignal) => Promise<PickedOption[]>;
  value: PickedOption[];
  onChange: (options: PickedOption[]) => void;
}

/**
 * Módulos or Assunto: options loaded from the chosen parents (`api/curso/modulos-cursos`,
 * `api/curso/modulos-assuntos`) and searched here, since those endpoints take no search text;
 * disabled until a parent is chosen.
 */
function DependentSelect({ label, hint, parents, load, value, onChange }: DependentSelectProps) {
  const loadOptions = async (text: string, signal: AbortSignal) =>
    parents.length === 0 ? [] : (await load(parents, signal)).filter((o) => containsFolded(o.label, text));
  return (
    <RemoteMultiSelect
      label={label}
      value={value}
      onChange={(options) => onChange(options as PickedOption[])}
      loadOptions={loadOptions}
      dependsOn={parents}
      isDisabled={parents.length === 0}
      description={parents.length === 0 ? hint : undefined}
    />
  );
}
