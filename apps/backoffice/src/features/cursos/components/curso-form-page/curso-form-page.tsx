import { describeError } from '@hangar/domain';
import { Button, EmptyState, PageHeader, Skeleton, Tabs } from '@hangar/ui';
import { useReducer, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { toFailure } from '../../../../lib/failure';
import { ResourceFormFeedback } from '../../../../lib/resource-form-feedback';
import { useResourceForm } from '../../../../lib/use-resource-form';
import { useCurso } from '../../api/get-curso';
import { useSaveCurso } from '../../api/save-curso';
import { CursoBasicFields } from '../curso-basic-fields';
import { ModulosTab } from '../modulos-tab';
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

/** Where the form returns after a save or CANCELAR. */
export const CURSOS_PATH = '/admin/administracao/cursos';

/**
 * The course form (§2.5) at `/cursos/novo` and `/cursos/{uuid}`: loads the course when editing,
 * then hands it to {@link CursoForm}.
 */
export function CursoFormPage() {
  const { id = null } = useParams();
  const { data, error, isLoading } = useCurso(id);
  const navigate = useNavigate();

  if (id === null) return <CursoForm id={null} initial={emptyCurso()} />;
  if (isLoading || (!data && !error)) {
    return (
      <div className="flex flex-col gap-4 p-6" aria-busy="true">
        <span className="sr-only">Carregando curso</span>
        <Skeleton width="40%" height="2rem" />
        <Skeleton lines={6} />
      </div>
    );
  }
  if (!data) {
    return (
      <div className="p-6">
        <EmptyState
          variant="error"
          description={describeError('save', toFailure(error))?.messages[0]}
          actions={<Button onPress={() => navigate(CURSOS_PATH)}>Voltar para Cursos</Button>}
        />
      </div>
    );
  }
  // Keyed by the record: opening another course starts a fresh form.
  return <CursoForm key={data.data.uuid} id={data.data.uuid} initial={fromCurso(data.data)} />;
}

interface CursoFormProps {
  /** The course's uuid; `null` creates one. */
  id: string | null;
  /** The saved values the form starts from. */
  initial: CursoFormValues;
}

function CursoForm({ id, initial }: CursoFormProps) {
  const saveCurso = useSaveCurso();
  const [values, dispatch] = useReducer(cursoFormReducer, initial);
  const [tab, setTab] = useState<string>('basicas');
  const form = useResourceForm({
    initial,
    values,
    onRestore: (restored) => dispatch({ type: 'reset', values: restored }),
    validate: validateCursoForm,
    save: (v) => saveCurso(id, toCursoBody(v)),
    returnTo: CURSOS_PATH,
    fieldLabels: CURSO_FIELD_LABELS,
  });

  const onChange = <K extends CursoField>(name: K, value: CursoFormValues[K]) =>
    dispatch({ type: 'field', name, value });

  const title = id === null ? 'Adicionar Novo Curso' : `Editar ${initial.nome}`;
  return (
    <div className="flex flex-col gap-4 p-6">
      <PageHeader
        title={title}
        breadcrumbs={[
          { label: 'Administração' },
          { label: 'Cursos', href: CURSOS_PATH },
          { label: id === null ? 'Novo' : initial.apelido },
        ]}
        actions={
          <>
            <Button onPress={form.cancel}>CANCELAR</Button>
            <Button variant="primary" isPending={form.isSaving} onPress={form.submit}>
              SALVAR
            </Button>
          </>
        }
      />

      <ResourceFormFeedback form={form} />

      <div className="rounded-xl border border-border bg-surface p-4 shadow-xs sm:p-6">
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
                  isEditing={id !== null}
                />
              ),
            },
            {
              id: 'modulos',
              label: 'Módulos',
              content: <ModulosTab modulos={values.modulos} dispatch={dispatch} />,
            },
          ]}
        />
      </div>
    </div>
  );
}
