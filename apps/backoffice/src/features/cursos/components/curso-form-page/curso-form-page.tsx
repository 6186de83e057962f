import type { CursoDetail } from '@hangar/api-client/contract';
import { Tabs } from '@hangar/ui';
import { useReducer, useRef, useState } from 'react';
import { checkedBody, useWrite } from '../../../../lib/endpoints';
import { ResourceFormLayout, ResourceFormPage } from '../../../../lib/resource-form-page';
import { useApi } from '../../../../lib/session';
import { useRefusedTab } from '../../../../lib/use-refused-tab';
import { useResourceForm } from '../../../../lib/use-resource-form';
import { cursos } from '../../resource';
import { CursoBasicFields } from '../curso-basic-fields';
import { classifiedCountsOf, ModulosTab } from '../modulos-tab';
import {
  CURSO_FIELD_LABELS,
  type CursoField,
  type CursoFormValues,
  cursoFormReducer,
  emptyCurso,
  fromCurso,
  toCursoBody,
  validateCursoForm,
} from './curso-form-state';
import { mergeCurso } from './merge-modules';

/**
 * The course form (§2.5) at `/cursos/novo` and `/cursos/{uuid}`: the layer loads the course and
 * decides read-only; {@link CursoForm} holds the fields and the module tree.
 */
/** The tab of a refused save's first invalid field: the basic fields before the module tree. */
const tabOfRefusal = (fields: string[]) =>
  fields.some((f) => !f.startsWith('modulos')) ? 'basicas' : 'modulos';

export function CursoFormPage() {
  return (
    <ResourceFormPage
      resource={cursos}
      get="cursos.get"
      getInput={(id) => ({ params: { id } })}
      loadingLabel="Carregando curso"
    >
      {({ record, readOnly, returnTo }) => (
        // Keyed by the record: opening another course starts a fresh form.
        <CursoForm
          key={record?.data.uuid ?? 'novo'}
          curso={record?.data ?? null}
          readOnly={readOnly}
          returnTo={returnTo}
        />
      )}
    </ResourceFormPage>
  );
}

interface CursoFormProps {
  /** The loaded course; `null` creates one. */
  curso: CursoDetail | null;
  readOnly: boolean;
  returnTo: string;
}

function CursoForm({ curso, readOnly, returnTo }: CursoFormProps) {
  const create = useWrite('cursos.create');
  const update = useWrite('cursos.update');
  const [initial] = useState(() => (curso ? fromCurso(curso) : emptyCurso()));
  const [values, dispatch] = useReducer(cursoFormReducer, initial);
  const [tab, setTab] = useState<string>('basicas');
  // Questions classified under each module and subject as loaded: removing one says how many.
  const [classified] = useState(() => classifiedCountsOf(curso));
  const [uploading, setUploading] = useState(false);
  // The version this form edits (optimistic concurrency): a save from a copy someone else has
  // changed since is refused with 409, and the form keeps what was typed.
  const version = useRef(curso?.updated_at ?? null);
  const api = useApi();
  const form = useResourceForm({
    initial,
    values,
    onRestore: (restored) => dispatch({ type: 'reset', values: restored }),
    validate: validateCursoForm,
    save: (v) =>
      curso
        ? update({
            params: { id: curso.uuid },
            body: checkedBody('cursos.update', { ...toCursoBody(v), updated_at: version.current }),
          })
        : create({ body: checkedBody('cursos.create', toCursoBody(v)) }),
    returnTo,
    fieldLabels: CURSO_FIELD_LABELS,
    isUploading: uploading,
    versionRef: version,
    takeCurrentVersion: curso
      ? async () => {
          const current = await api.call('cursos.get', { params: { id: curso.uuid } });
          version.current = current.data.updated_at ?? null;
          return fromCurso(current.data);
        }
      : undefined,
    mergeCurrent: mergeCurso,
  });

  // A refused save shows the tab of its first invalid field: the basic fields first, the module
  // tree only when nothing else is wrong.
  useRefusedTab(form, tabOfRefusal, setTab);

  const onChange = <K extends CursoField>(name: K, value: CursoFormValues[K]) =>
    dispatch({ type: 'field', name, value });

  return (
    <ResourceFormLayout
      resource={cursos}
      form={form}
      title={
        curso === null
          ? 'Adicionar Novo Curso'
          : `${readOnly ? 'Visualizar' : 'Editar'} ${form.savedValues.nome}`
      }
      crumb={curso === null ? 'Novo' : initial.apelido}
      returnTo={returnTo}
      readOnly={readOnly}
    >
      <Tabs
        aria-label="Seções do curso"
        selectedKey={tab}
        onSelectionChange={(key) => setTab(String(key))}
        items={[
          {
            id: 'basicas',
            label: 'Informações Básicas',
            content: (
              <CursoBasicFields
                values={values}
                onChange={onChange}
                errors={form.errors}
                isEditing={curso !== null}
                isReadOnly={readOnly}
                onBusyChange={setUploading}
                loadedCategorias={curso?.categorias}
              />
            ),
          },
          {
            id: 'modulos',
            label: 'Módulos',
            content: (
              <ModulosTab
                modulos={values.modulos}
                dispatch={dispatch}
                error={form.errors.modulos?.[0]}
                classified={classified}
              />
            ),
          },
        ]}
      />
    </ResourceFormLayout>
  );
}
