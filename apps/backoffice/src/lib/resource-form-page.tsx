import type { EndpointName } from '@hangar/api-client/contract';
import { describeError } from '@hangar/domain';
import { Button, EmptyState, PageHeader, Skeleton } from '@hangar/ui';
import { useAtomValue } from 'jotai';
import { memo, type ReactNode, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { type AnswerOf, type InputOf, useEndpoint } from './endpoints';
import { toFailure } from './failure';
import { usePageTitle } from './page-title';
import { abilitiesOf, type ResourceDefinition } from './resource';
import { ResourceFormFeedback } from './resource-form-feedback';
import { permissionsAtom } from './session';
import { useListReturn } from './use-list-controller';
import type { ResourceForm } from './use-resource-form';

/** What {@link ResourceFormPage} hands the form once the record is there. */
export interface ResourceFormContext<A> {
  /** The id in the address; `null` for a new record. */
  id: string | null;
  /** The loaded record's answer; `null` for a new record. */
  record: A | null;
  /** The user may see but not change it: no SALVAR, fields disabled. */
  readOnly: boolean;
  /** The list (with the search, filters and page it was left at) to return to. */
  returnTo: string;
}

export interface ResourceFormPageProps<G extends EndpointName> {
  resource: Pick<ResourceDefinition, 'key' | 'path' | 'title'>;
  /** The endpoint that reads one record ('cursos.get'). */
  get: G;
  /** Its input for the id in the address. */
  getInput: (id: string) => InputOf<G>;
  /** What is said while it loads ('Carregando curso'). */
  loadingLabel: string;
  /** The form, once the record is there (key it by the record, so another record starts fresh). */
  children: (context: ResourceFormContext<AnswerOf<G>>) => ReactNode;
}

/**
 * The route half of a resource form at `{list}/novo` and `{list}/{id}`: reads the record by the
 * contract's endpoint name, shows a skeleton while it loads and an error with a way back when it
 * cannot, decides read-only from the domain's `LIST_ACTIONS` (a viewer opens the form without
 * SALVAR), and gives the form the list address to return to.
 */
export function ResourceFormPage<G extends EndpointName>({
  resource,
  get,
  getInput,
  loadingLabel,
  children,
}: ResourceFormPageProps<G>) {
  const { id = null } = useParams();
  const navigate = useNavigate();
  const held = useAtomValue(permissionsAtom);
  const returnTo = useListReturn(resource);
  const {
    data: fresh,
    error,
    isLoading,
  } = useEndpoint(get, id === null ? null : getInput(id), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
  // A save drops the cached record and reloads it (so a form opened later never starts from the
  // old copy); the form already open stays on screen meanwhile, with its success dialog.
  // Kept in state from render to render (a ref read in render would leave this component out of
  // the React Compiler).
  const [shown, setShown] = useState<{ id: string | null; data: typeof fresh }>({ id, data: fresh });
  if (shown.id !== id || (fresh !== undefined && fresh !== shown.data)) setShown({ id, data: fresh });
  const data = fresh ?? (shown.id === id ? shown.data : undefined);

  if (id === null) return children({ id, record: null, readOnly: false, returnTo });
  if (!data && (isLoading || !error)) {
    return (
      <div className="flex flex-col gap-4 p-4 sm:p-6" aria-busy="true">
        <span className="sr-only">{loadingLabel}</span>
        <Skeleton width="40%" height="2rem" />
        <Skeleton lines={6} />
      </div>
    );
  }
  if (!data) {
    return (
      <OpenFailed
        message={describeError('open', toFailure(error))?.messages[0]}
        back={<Button onPress={() => navigate(returnTo)}>Voltar para {resource.title}</Button>}
      />
    );
  }
  const readOnly = !abilitiesOf(resource, held).edit;
  return children({ id, record: data, readOnly, returnTo });
}

/**
 * A record that could not be opened: the page's heading says so and its title names why
 * ('Registro não encontrado · Hangar'), where the page had no heading and was titled 'Hangar'.
 */
function OpenFailed({ message, back }: { message: string | undefined; back: ReactNode }) {
  usePageTitle(message);
  return (
    <div className="p-4 sm:p-6">
      <EmptyState variant="error" headingLevel={1} description={message} actions={back} />
    </div>
  );
}

export interface ResourceFormLayoutProps<V> {
  resource: Pick<ResourceDefinition, 'path' | 'title' | 'section'>;
  /** The form's {@link useResourceForm} result. */
  form: ResourceForm<V>;
  /** The page title ('Adicionar Novo Curso', 'Editar {nome}'). */
  title: string;
  /** The last breadcrumb ('Novo', the record's short name). */
  crumb: string;
  /** Where the breadcrumb's list link goes (the list as it was left). */
  returnTo: string;
  /** No SALVAR and every field disabled. @default false */
  readOnly?: boolean;
  /** More header buttons, before CANCELAR (e.g. a delete button). @default none */
  actions?: ReactNode;
  /** The fields. */
  children: ReactNode;
}

/**
 * The page of a resource form: header with breadcrumb, CANCELAR and SALVAR (none when read-only),
 * the draft offer, the 'Avisos' alert and the dialogs (`ResourceFormFeedback`), and the fields
 * in a card, disabled together when read-only.
 */
export function ResourceFormLayout<V>({
  resource,
  form,
  title,
  crumb,
  returnTo,
  readOnly = false,
  actions,
  children,
}: ResourceFormLayoutProps<V>) {
  usePageTitle(title);
  const { fieldsRef } = form;
  return (
    <div className="flex flex-col gap-4 p-4 sm:p-6">
      <FormHeader
        title={title}
        section={resource.section}
        listTitle={resource.title}
        returnTo={returnTo}
        crumb={crumb}
        readOnly={readOnly}
        actions={actions}
        cancel={form.cancel}
        submit={form.submit}
        isSaving={form.isSaving}
        isUploading={form.isUploading}
      />
      <ResourceFormFeedback form={form} />
      <fieldset
        ref={fieldsRef}
        disabled={readOnly}
        aria-label={readOnly ? `${title} (somente leitura)` : undefined}
        className="min-w-0 rounded-xl border border-border bg-surface p-4 shadow-xs sm:p-6"
      >
        {children}
      </fieldset>
      {!readOnly && (
        <PhoneSaveBar submit={form.submit} isSaving={form.isSaving} isUploading={form.isUploading} />
      )}
    </div>
  );
}

interface FormHeaderProps {
  title: string;
  section: string;
  listTitle: string;
  returnTo: string;
  crumb: string;
  readOnly: boolean;
  actions: ReactNode;
  cancel: () => void;
  submit: () => void;
  isSaving: boolean;
  isUploading: boolean;
}

/**
 * The form's header: title, breadcrumb, CANCELAR and SALVAR. Memoised on plain props, so typing
 * in a field (new `children` for the layout every keystroke) does not redraw it.
 */
const FormHeader = memo(function FormHeader({
  title,
  section,
  listTitle,
  returnTo,
  crumb,
  readOnly,
  actions,
  cancel,
  submit,
  isSaving,
  isUploading,
}: FormHeaderProps) {
  return (
    <PageHeader
      title={title}
      breadcrumbs={[{ label: section }, { label: listTitle, href: returnTo }, { label: crumb }]}
      actions={
        <>
          {actions}
          <Button onPress={cancel}>{readOnly ? 'VOLTAR' : 'CANCELAR'}</Button>
          {!readOnly && (
            // On a phone SALVAR waits at the foot of the screen instead (below): a long form
            // scrolled down had it out of sight. One of the two is drawn at any width.
            <Button
              variant="primary"
              isPending={isSaving}
              isDisabled={isUploading}
              onPress={submit}
              className="max-md:hidden"
            >
              SALVAR
            </Button>
          )}
        </>
      }
    />
  );
});

/**
 * SALVAR at the foot of a phone's screen, over the form, where a thumb reaches it whatever part
 * of a long form is in view; the header's own is hidden there. Memoised like the header.
 */
const PhoneSaveBar = memo(function PhoneSaveBar({
  submit,
  isSaving,
  isUploading,
}: Pick<FormHeaderProps, 'submit' | 'isSaving' | 'isUploading'>) {
  return (
    <>
      {/* Room for the bar, so it never covers the form's last field. */}
      <div aria-hidden className="h-[4.25rem] md:hidden" />
      <div className="fixed inset-x-0 bottom-0 z-20 border-t border-border bg-surface/95 px-4 py-3 shadow-md backdrop-blur-sm md:hidden">
        <Button
          variant="primary"
          size="lg"
          isPending={isSaving}
          isDisabled={isUploading}
          onPress={submit}
          className="w-full"
        >
          SALVAR
        </Button>
      </div>
    </>
  );
});
