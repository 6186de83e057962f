import {
  COURSE_ORDER_BY,
  COURSE_SITUACAO_FILTER_OPTIONS,
  type FilterValues,
  type LIST_SPECS,
  QUALIFICACOES,
  TIPOS_CURSO,
} from '@hangar/domain';
import { Button, CheckboxField, Modal, SelectField } from '@hangar/ui';
import { useState } from 'react';
import { CheckboxGroup, Label, Radio, RadioGroup } from 'react-aria-components';
import { useCategorias } from '../../api/get-categorias';
import { useEntidades } from '../../api/get-entidades';
import { useModalidades } from '../../api/get-modalidades';

export type CursoFilters = FilterValues<NonNullable<(typeof LIST_SPECS)['cursos']['filters']>>;

/** Labels of the orderings (§2.4; the default is nome). */
export const ORDER_LABELS: Record<(typeof COURSE_ORDER_BY)[number], string> = {
  nome: 'Nome (A–Z)',
  '-nome': 'Nome (Z–A)',
  apelido: 'ID do Curso (A–Z)',
  '-apelido': 'ID do Curso (Z–A)',
  situacao: 'Situação (A–Z)',
  '-situacao': 'Situação (Z–A)',
  id: 'Mais antigos primeiro',
  '-id': 'Mais recentes primeiro',
};

export interface CursosRefineProps {
  isOpen: boolean;
  /** The filters in the address. */
  filters: CursoFilters;
  /** Called with the chosen filters (APLICAR); the list goes back to page 1. */
  onApply: (filters: CursoFilters) => void;
  onClose: () => void;
}

const ALL = 'todas';

/**
 * The 'Refinar' panel of the course list (§2.4): Situação (Todas, Ativo, Inativo), qualificação,
 * modalidade, tipo, categorias, entidades and the ordering. Choices apply only on APLICAR.
 */
export function CursosRefine({ isOpen, filters, onApply, onClose }: CursosRefineProps) {
  return (
    <Modal title="Refinar" size="md" isOpen={isOpen} onOpenChange={(open) => !open && onClose()}>
      {isOpen && <RefineBody filters={filters} onApply={onApply} onClose={onClose} />}
    </Modal>
  );
}

function RefineBody({ filters, onApply, onClose }: Omit<CursosRefineProps, 'isOpen'>) {
  const modalidades = useModalidades();
  const categorias = useCategorias();
  const { items: entidades } = useEntidades('');
  const [draft, setDraft] = useState<CursoFilters>(filters);
  const set = <K extends keyof CursoFilters>(key: K, value: CursoFilters[K] | undefined) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const situacao = draft.situacao?.length === 1 ? draft.situacao[0] : ALL;

  return (
    <div className="flex flex-col gap-5">
      <RadioGroup
        value={situacao}
        onChange={(v) => set('situacao', v === ALL ? undefined : [v as 'Ativo' | 'Inativo'])}
        className="flex flex-col gap-2"
      >
        <Label className="text-sm font-medium text-fg">Situação</Label>
        <div className="flex flex-wrap gap-4">
          {COURSE_SITUACAO_FILTER_OPTIONS.map((o) => (
            <Radio
              key={o.label}
              value={o.value ?? ALL}
              className="group flex items-center gap-2 text-sm text-fg data-[focus-visible]:outline-2 data-[focus-visible]:outline-focus"
            >
              <span
                aria-hidden
                className="size-4 rounded-full border border-border-strong bg-surface group-data-[selected]:border-[5px] group-data-[selected]:border-accent"
              />
              {o.label}
            </Radio>
          ))}
        </div>
      </RadioGroup>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Qualificação"
          items={[{ id: ALL, label: 'Todas' }, ...QUALIFICACOES.map((q) => ({ id: q, label: q }))]}
          value={draft.qualificacao ?? ALL}
          onChange={(k) => set('qualificacao', k === ALL || k === null ? undefined : (k as never))}
        />
        <SelectField
          label="Tipo"
          items={[{ id: ALL, label: 'Todos' }, ...TIPOS_CURSO.map((t) => ({ id: t, label: t }))]}
          value={draft.tipo ?? ALL}
          onChange={(k) => set('tipo', k === ALL || k === null ? undefined : (k as never))}
        />
        <SelectField
          label="Modalidade"
          items={[{ id: ALL, label: 'Todas' }, ...modalidades.map((m) => ({ id: m.id, label: m.nome }))]}
          value={draft.modalidade ?? ALL}
          onChange={(k) => set('modalidade', k === ALL || k === null ? undefined : Number(k))}
        />
        <SelectField
          label="Ordenar por"
          items={COURSE_ORDER_BY.map((o) => ({ id: o, label: ORDER_LABELS[o] }))}
          value={draft.order_by ?? 'nome'}
          onChange={(k) => set('order_by', (k ?? 'nome') as never)}
        />
      </div>
      <CheckboxGroup
        value={(draft.categorias ?? []).map(String)}
        onChange={(keys) => set('categorias', keys.map(Number))}
        className="flex flex-col gap-2"
      >
        <Label className="text-sm font-medium text-fg">Categorias</Label>
        <div className="grid max-h-40 gap-2 overflow-y-auto rounded-lg border border-border p-3 sm:grid-cols-2">
          {categorias.map((c) => (
            <CheckboxField key={c.id} value={String(c.id)}>
              {c.nome}
            </CheckboxField>
          ))}
        </div>
      </CheckboxGroup>
      <CheckboxGroup
        value={(draft.entidades ?? []).map(String)}
        onChange={(keys) => set('entidades', keys.map(Number))}
        className="flex flex-col gap-2"
      >
        <Label className="text-sm font-medium text-fg">Entidades</Label>
        <div className="grid max-h-40 gap-2 overflow-y-auto rounded-lg border border-border p-3">
          {entidades.map((e) => (
            <CheckboxField key={e.id} value={String(e.id)}>
              {e.nome_fantasia || e.nome}
            </CheckboxField>
          ))}
        </div>
      </CheckboxGroup>
      <div className="flex justify-end gap-2 border-t border-border pt-4">
        <Button onPress={onClose}>CANCELAR</Button>
        <Button variant="primary" onPress={() => onApply(draft)}>
          APLICAR
        </Button>
      </div>
    </div>
  );
}
