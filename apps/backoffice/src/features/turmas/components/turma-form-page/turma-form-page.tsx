import type { Turma } from '@hangar/api-client/contract';
import { formatDate } from '@hangar/domain';
import { useReducer, useRef, useState } from 'react';
import { checkedBody, useWrite } from '../../../../lib/endpoints';
import { ResourceFormLayout, ResourceFormPage } from '../../../../lib/resource-form-page';
import { useApi } from '../../../../lib/session';
import { useResourceForm } from '../../../../lib/use-resource-form';
import { turmas } from '../../resource';
import { TurmaFields } from '../turma-fields';
import {
  emptyTurma,
  fromTurma,
  TURMA_FIELD_LABELS,
  type TurmaField,
  type TurmaFormValues,
  toTurmaBody,
  turmaFormReducer,
  validateTurmaForm,
} from './turma-form-state';

/**
 * The class form (§2.14) at `/turmas/novo` and `/turmas/{uuid}`: the layer loads the class;
 * {@link TurmaForm} holds the fields and the weekly calendar.
 */
export function TurmaFormPage() {
  return (
    <ResourceFormPage
      resource={turmas}
      get="turmas.get"
      getInput={(id) => ({ params: { id } })}
      loadingLabel="Carregando turma"
    >
      {({ record, readOnly, returnTo }) => (
        <TurmaForm
          key={record?.data.uuid ?? 'novo'}
          turma={record?.data ?? null}
          readOnly={readOnly}
          returnTo={returnTo}
        />
      )}
    </ResourceFormPage>
  );
}

interface TurmaFormProps {
  /** The loaded class; `null` creates one. */
  turma: Turma | null;
  readOnly: boolean;
  returnTo: string;
}

function TurmaForm({ turma, readOnly, returnTo }: TurmaFormProps) {
  const create = useWrite('turmas.create');
  const update = useWrite('turmas.update');
  const [initial] = useState(() => (turma ? fromTurma(turma) : emptyTurma()));
  const [values, dispatch] = useReducer(turmaFormReducer, initial);
  // The version this form edits: a save from a copy someone else changed since gets 409, and the
  // form keeps what was typed.
  const version = useRef(turma?.updated_at ?? null);
  const api = useApi();
  const form = useResourceForm({
    initial,
    values,
    onRestore: (restored) => dispatch({ type: 'reset', values: restored }),
    validate: validateTurmaForm,
    save: (v) =>
      turma
        ? update({
            params: { id: turma.uuid },
            body: checkedBody('turmas.update', { ...toTurmaBody(v), updated_at: version.current }),
          })
        : create({ body: checkedBody('turmas.create', toTurmaBody(v)) }),
    returnTo,
    fieldLabels: TURMA_FIELD_LABELS,
    versionRef: version,
    takeCurrentVersion: turma
      ? async () => {
          const current = await api.call('turmas.get', { params: { id: turma.uuid } });
          version.current = current.data.updated_at ?? null;
          return fromTurma(current.data);
        }
      : undefined,
  });

  const onChange = <K extends TurmaField>(name: K, value: TurmaFormValues[K]) =>
    dispatch({ type: 'field', name, value });

  return (
    <ResourceFormLayout
      resource={turmas}
      form={form}
      title={
        turma === null
          ? 'Adicionar Nova Turma'
          : `${readOnly ? 'Visualizar' : 'Editar'} ${form.savedValues.nome}`
      }
      crumb={turma === null ? 'Nova' : turma.codigo}
      returnTo={returnTo}
      readOnly={readOnly}
    >
      {turma?.data_cancelamento && (
        // Said where the class is edited too: only the list's card showed it, so a cancelled
        // class could be edited as any other without a word.
        <p
          role="note"
          className="mb-5 rounded-md border border-warning/40 bg-warning-soft px-3 py-2 text-sm text-fg"
        >
          {`Turma cancelada em ${formatDate(turma.data_cancelamento)}.`}
        </p>
      )}
      <TurmaFields
        values={values}
        codigo={turma?.codigo ?? null}
        onChange={onChange}
        onCurso={(curso) => dispatch({ type: 'curso', curso })}
        onCalendarios={(week) => dispatch({ type: 'calendarios', value: week })}
        errors={form.errors}
        isReadOnly={readOnly}
      />
    </ResourceFormLayout>
  );
}
