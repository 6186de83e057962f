import {
  describeError,
  type ErrorDescription,
  type FieldErrors,
  isValid,
  toFieldErrors,
} from '@hangar/domain';
import { useAtomValue } from 'jotai';
import { type RefObject, useCallback, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { currentUserAtom, useApi } from '../app/session';
import { draftKey } from './drafts';
import { toFailure } from './failure';
import { avisoLines, isFormDirty } from './resource-form';
import { type DraftApi, useDraft } from './use-draft';
import { type UnsavedChangesApi, useUnsavedChanges } from './use-unsaved-changes';

/** What a resource's form supplies to {@link useResourceForm}. */
export interface ResourceFormOptions<V> {
  /** The saved values the form started from (a new record's empty values). */
  initial: V;
  /** The form's current values (JSON-serialisable: they are kept as the draft). */
  values: V;
  /** Puts values into the form (restoring a draft). */
  onRestore: (values: V) => void;
  /** Client validation: the domain's validators, as a field map (empty when valid). */
  validate: (values: V) => FieldErrors;
  /** Sends the values; rejects with what the API client threw. */
  save: (values: V) => Promise<unknown>;
  /** The list the form returns to after a save (and on CANCELAR). */
  returnTo: string;
  /** Labels put in front of generic messages in the 'Avisos' alert, by wire field name. @default {} */
  fieldLabels?: Readonly<Record<string, string>>;
}

/** What {@link useResourceForm} gives the form (and `<ResourceFormFeedback>`). */
export interface ResourceForm<V> {
  /** Field errors from the validators or the server's 422, by wire name. */
  errors: FieldErrors;
  /** The lines of the 'Avisos' alert (empty when there is nothing to say). */
  avisos: string[];
  /** Whether the values differ from the saved ones (false once saved). */
  isDirty: boolean;
  /** A save is running (SALVAR shows it). */
  isSaving: boolean;
  /** SALVAR: validates, saves, then shows the success dialog; errors go to 'Avisos' or a dialog. */
  submit: () => Promise<void>;
  /** CANCELAR: back to the list (asking first when there are unsaved changes). */
  cancel: () => void;
  /** Put on the element around the 'Avisos' alert: it is scrolled into view when errors appear. */
  alertRef: RefObject<HTMLDivElement | null>;
  /** The draft kept on this device (its offer is drawn by `<ResourceFormFeedback>`). */
  draft: DraftApi<V>;
  /** Takes the offered draft into the form. */
  restoreDraft: () => void;
  /** The unsaved-changes guard (its confirmation is drawn by `<ResourceFormFeedback>`). */
  unsaved: UnsavedChangesApi;
  /** The save succeeded: the success dialog is open. */
  saved: boolean;
  /** Closes the success dialog and returns to the list. */
  finish: () => void;
  /** A save failure other than a 422 field map (§8), shown in a dialog. */
  failure: ErrorDescription | null;
  /** Closes the failure dialog; the form keeps everything typed. */
  dismissFailure: () => void;
}

/**
 * The plumbing every resource form shares, so a form only supplies its state, validation and
 * save:
 * - dirty check (`isFormDirty` against `initial`);
 * - a draft on this device while dirty, offered when the form opens again (§4: nothing typed is
 *   lost to an expired session; keyed by user and route);
 * - the unsaved-changes guard (links, Back, CANCELAR, closing the tab), never holding the
 *   sign-in redirect once the session has ended;
 * - validators and a server 422 reaching the 'Avisos' alert through one path; any other failure
 *   is the §8 error dialog, and the form keeps what was typed;
 * - after a save, the success dialog, then the list.
 *
 * Pair it with `<ResourceFormFeedback form={form} />`, which draws the draft offer, the 'Avisos'
 * alert and the dialogs.
 * @example
 * const [values, dispatch] = useReducer(reducer, initial);
 * const form = useResourceForm({ initial, values, onRestore: (v) => dispatch({ type: 'reset', values: v }),
 *   validate: validateCursoForm, save: (v) => saveCurso(id, toCursoBody(v)), returnTo: CURSOS_PATH });
 * <Button onPress={form.cancel}>CANCELAR</Button><Button onPress={form.submit} isPending={form.isSaving}>SALVAR</Button>
 * <ResourceFormFeedback form={form} />
 */
export function useResourceForm<V>({
  initial,
  values,
  onRestore,
  validate,
  save,
  returnTo,
  fieldLabels,
}: ResourceFormOptions<V>): ResourceForm<V> {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const user = useAtomValue(currentUserAtom);
  const api = useApi();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<ErrorDescription | null>(null);
  const [isSaving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const alertRef = useRef<HTMLDivElement | null>(null);

  const isDirty = !saved && isFormDirty(values, initial);
  const userId = user && user !== 'loading' ? user.id : null;
  const draft = useDraft({
    key: userId === null ? null : draftKey(userId, pathname),
    value: values,
    isDirty,
  });
  // Once the session has ended (§4) the app is leaving for the sign-in page: never hold that up;
  // the draft already keeps what was typed.
  const unsaved = useUnsavedChanges(isDirty, { ignoreWhen: () => api.getSession() === null });
  const avisos = useMemo(() => avisoLines(errors, fieldLabels), [errors, fieldLabels]);

  const showErrors = (next: FieldErrors) => {
    setErrors(next);
    // Bring the 'Avisos' alert into view; it is announced (role="alert").
    requestAnimationFrame(() => alertRef.current?.scrollIntoView({ block: 'nearest' }));
  };

  const submit = async () => {
    const invalid = validate(values);
    if (!isValid(invalid)) {
      showErrors(invalid);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await save(values);
      draft.clear();
      unsaved.allowNavigation();
      setSaved(true);
    } catch (error) {
      // A 422 field map joins the validators' path; anything else is the error of §8.
      const f = toFailure(error);
      const fields = f.status === 422 ? toFieldErrors(f.body) : {};
      if (!isValid(fields)) showErrors(fields);
      else setFailure(describeError('save', f));
    } finally {
      setSaving(false);
    }
  };

  const restoreDraft = () => {
    const restored = draft.restore();
    if (restored !== null) onRestore(restored);
  };

  return {
    errors,
    avisos,
    isDirty,
    isSaving,
    submit,
    cancel: useCallback(() => navigate(returnTo), [navigate, returnTo]),
    alertRef,
    draft,
    restoreDraft,
    unsaved,
    saved,
    finish: useCallback(() => navigate(returnTo), [navigate, returnTo]),
    failure,
    dismissFailure: useCallback(() => setFailure(null), []),
  };
}
