import {
  addRange,
  CATEGORIAS_TURMA,
  type FieldErrors,
  MAX_RANGES_PER_DAY,
  removeRange,
  type Semana,
  TEXT_MAX,
  TIPOS_CURSO,
  toggleDay,
  updateRange,
  WEEKDAYS,
} from '@hangar/domain';
import {
  ComboBoxField,
  DatePickerField,
  RadioGroupField,
  SelectField,
  TextField,
  WeeklyCalendar,
} from '@hangar/ui';
import { usePicker } from '../../../../lib/use-picker';
import type { CursoProposal, TurmaField, TurmaFormValues } from '../turma-form-page/turma-form-state';

export interface TurmaFieldsProps {
  values: TurmaFormValues;
  /** The code the server gave the class (read-only); `null` for a new one. */
  codigo: string | null;
  onChange: <K extends TurmaField>(name: K, value: TurmaFormValues[K]) => void;
  /** A course was chosen (or cleared): the form proposes its modalidade and tipo. */
  onCurso: (curso: CursoProposal | null) => void;
  onCalendarios: (week: Semana) => void;
  /** Field errors (validators or server 422), by wire name. */
  errors: FieldErrors;
  /** Every field disabled. @default false */
  isReadOnly?: boolean;
}

const TIPO_ITEMS = TIPOS_CURSO.map((tipo, i) => ({ id: i + 1, label: tipo }));
const CATEGORIA_ITEMS = CATEGORIAS_TURMA.map((c) => ({
  id: c,
  label: c === 'intensivo' ? 'Intensivo' : 'Extensivo',
}));
const DAY_NAMES = WEEKDAYS.map((d) => d.nome);

/** The class form's fields (§2.14) and its weekly calendar. */
export function TurmaFields({
  values,
  codigo,
  onChange,
  onCurso,
  onCalendarios,
  errors,
  isReadOnly = false,
}: TurmaFieldsProps) {
  const cursos = usePicker('cursos.list').items;
  const modalidades = usePicker('modalidades.list').items;
  const error = (name: string) => errors[name]?.[0];

  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-x-6 gap-y-4 md:grid-cols-2">
        <TextField
          label="Código"
          name="codigo"
          value={codigo ?? ''}
          isReadOnly
          isDisabled={isReadOnly}
          placeholder="Gerado ao salvar"
          description={codigo ? undefined : 'O código é gerado ao salvar a turma.'}
        />
        <TextField
          label="Nome"
          isRequired
          name="nome"
          value={values.nome}
          maxLength={TEXT_MAX.name}
          onChange={(v) => onChange('nome', v)}
          isDisabled={isReadOnly}
          errorMessage={error('nome')}
        />
        <ComboBoxField
          label="Curso"
          isRequired
          name="curso_id"
          items={cursos.map((c) => ({ id: c.id, label: `${c.apelido} · ${c.nome}` }))}
          value={values.curso_id}
          onChange={(id) => {
            const curso = cursos.find((c) => c.id === id);
            onCurso(curso ? { id: curso.id, modalidade_id: curso.modalidade_id, tipo: curso.tipo } : null);
          }}
          isDisabled={isReadOnly}
          errorMessage={error('curso_id')}
          className="md:col-span-2"
        />
        <SelectField
          label="Modalidade"
          isRequired
          name="modalidade_id"
          items={modalidades.map((m) => ({ id: m.id, label: m.nome }))}
          value={values.modalidade_id}
          onChange={(key) => onChange('modalidade_id', key === null ? null : Number(key))}
          isDisabled={isReadOnly}
          errorMessage={error('modalidade_id')}
        />
        <SelectField
          label="Tipo de curso"
          name="tipo_curso_id"
          items={TIPO_ITEMS}
          value={values.tipo_curso_id}
          onChange={(key) => onChange('tipo_curso_id', key === null ? null : Number(key))}
          isDisabled={isReadOnly}
          errorMessage={error('tipo_curso_id')}
        />
        <DatePickerField
          label="Data de início"
          name="data_inicio"
          value={values.data_inicio}
          onChange={(v) => onChange('data_inicio', v)}
          isDisabled={isReadOnly}
          errorMessage={error('data_inicio')}
        />
        <DatePickerField
          label="Data de fim"
          name="data_fim"
          value={values.data_fim}
          // The calendar offers no day before the start; a typed one gets the domain's message.
          minValue={values.data_inicio}
          onChange={(v) => onChange('data_fim', v)}
          isDisabled={isReadOnly}
          errorMessage={error('data_fim')}
        />
        <RadioGroupField
          label="Categoria"
          name="categoria"
          orientation="horizontal"
          items={CATEGORIA_ITEMS}
          value={values.categoria ?? null}
          onChange={(v) => onChange('categoria', v === '' ? null : (v as TurmaFormValues['categoria']))}
          isDisabled={isReadOnly}
          errorMessage={error('categoria')}
        />
      </div>
      <WeeklyCalendar
        label="Calendário semanal"
        value={values.calendarios}
        onChange={onCalendarios}
        toggleDay={(week, dia, on) => toggleDay(week as Semana, dia, on)}
        addRange={(week, dia) => addRange(week as Semana, dia)}
        removeRange={(week, dia, i) => removeRange(week as Semana, dia, i)}
        updateRange={(week, dia, i, patch) => updateRange(week as Semana, dia, i, patch)}
        maxRanges={MAX_RANGES_PER_DAY}
        errors={errors}
        dayNames={DAY_NAMES}
        isDisabled={isReadOnly}
      />
    </div>
  );
}
