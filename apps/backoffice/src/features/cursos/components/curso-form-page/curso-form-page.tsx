import {
  describeError,
  type ErrorDescription,
  type FieldErrors,
  formatDateTime,
  isValid,
  MESSAGES,
  toFieldErrors,
} from '@hangar/domain';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  ErrorAlert,
  FeedbackDialog,
  PageHeader,
  Skeleton,
  Tabs,
} from '@hangar/ui';
import { useAtomValue } from 'jotai';
import { History } from 'lucide-react';
import { useMemo, useReducer, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { currentUserAtom, useApi } from '../../../../app/session';
import { draftKey } from '../../../../lib/drafts';
import { toFailure } from '../../../../lib/failure';
import { useDraft } from '../../../../lib/use-draft';
import { useUnsavedChanges } from '../../../../lib/use-unsaved-changes';
import { useCurso } from '../../api/get-curso';
import { useSaveCurso } from '../../api/save-curso';
import { CursoBasicFields } from '../curso-basic-fields';
import { ModulosTab } from '../modulos-tab';
import {
  avisos,
  type CursoField,
  type CursoFormValues,
  cursoFormReducer,
  emptyCurso,
  fromCurso,
  isCursoDirty,
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
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const user = useAtomValue(currentUserAtom);
  const saveCurso = useSaveCurso();
  const [values, dispatch] = useReducer(cursoFormReducer, initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<ErrorDescription | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [tab, setTab] = useState<string>('basicas');
  const alertRef = useRef<HTMLDivElement>(null);

  const isDirty = !saved && isCursoDirty(values, initial);
  const userId = user && user !== 'loading' ? user.id : null;
  const draft = useDraft({
    key: userId === null ? null : draftKey(userId, pathname),
    value: values,
    isDirty,
  });
  const api = useApi();
  // Once the session has ended (§4) the app is leaving for the sign-in page: never hold that up;
  // the draft already keeps what was typed.
  const unsaved = useUnsavedChanges(isDirty, { ignoreWhen: () => api.getSession() === null });
  const lines = useMemo(() => avisos(errors), [errors]);

  const onChange = <K extends CursoField>(name: K, value: CursoFormValues[K]) =>
    dispatch({ type: 'field', name, value });

  const showErrors = (next: FieldErrors) => {
    setErrors(next);
    // Bring the 'Avisos' alert into view; it is announced (role="alert").
    requestAnimationFrame(() => alertRef.current?.scrollIntoView({ block: 'nearest' }));
  };

  const save = async () => {
    const invalid = validateCursoForm(values);
    if (!isValid(invalid)) {
      showErrors(invalid);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await saveCurso(id, toCursoBody(values));
      draft.clear();
      unsaved.allowNavigation();
      setSaved(true);
    } catch (error) {
      // A 422 field map joins the validators' path (the 'Avisos' alert); anything else is the
      // error of §8. Either way the form keeps everything typed.
      const f = toFailure(error);
      const fields = f.status === 422 ? toFieldErrors(f.body) : {};
      if (!isValid(fields)) showErrors(fields);
      else setFailure(describeError('save', f));
    } finally {
      setSaving(false);
    }
  };

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
            <Button onPress={() => navigate(CURSOS_PATH)}>CANCELAR</Button>
            <Button variant="primary" isPending={saving} onPress={save}>
              SALVAR
            </Button>
          </>
        }
      />

      {draft.offered && (
        <section
          aria-label={MESSAGES.draft.title}
          className="flex flex-wrap items-center gap-3 rounded-lg border border-info/30 bg-info-soft px-4 py-3 text-sm"
        >
          <History aria-hidden className="size-4 shrink-0 text-info" />
          <p className="min-w-0 flex-1">
            {MESSAGES.draft.offered} {formatDateTime(draft.offered.savedAt)}.
          </p>
          <Button size="sm" onPress={draft.discard}>
            {MESSAGES.draft.discard}
          </Button>
          <Button
            size="sm"
            variant="primary"
            onPress={() => {
              const restored = draft.restore();
              if (restored) dispatch({ type: 'reset', values: restored });
            }}
          >
            {MESSAGES.draft.restore}
          </Button>
        </section>
      )}

      <div ref={alertRef} className="empty:hidden">
        <ErrorAlert title={MESSAGES.errors.validationTitle} messages={lines} />
      </div>

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
                  errors={errors}
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

      <FeedbackDialog
        isOpen={saved}
        title={MESSAGES.success.title}
        message={MESSAGES.success.text}
        onOpenChange={(open) => {
          if (!open) navigate(CURSOS_PATH);
        }}
      />
      <FeedbackDialog
        tone="error"
        isOpen={failure !== null}
        title={failure?.title}
        message={failure?.messages.join(' ')}
        onOpenChange={(open) => !open && setFailure(null)}
      />
      <ConfirmDialog
        isOpen={unsaved.isAsking}
        onOpenChange={(open) => !open && unsaved.stay()}
        title={MESSAGES.confirm.title}
        message={MESSAGES.unsaved.text}
        confirmLabel={MESSAGES.unsaved.leave}
        cancelLabel={MESSAGES.unsaved.stay}
        destructive
        onConfirm={() => {
          draft.clear();
          unsaved.leave();
        }}
      />
    </div>
  );
}
