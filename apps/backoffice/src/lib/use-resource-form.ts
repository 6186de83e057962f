import {
  describeError,
  type ErrorDescription,
  type FieldErrors,
  isValid,
  MESSAGES,
  toFieldErrors,
} from '@hangar/domain';
import { useAtomValue } from 'jotai';
import { type RefObject, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { draftKey } from './drafts';
import { toFailure } from './failure';
import { avisoLines, isFormDirty, mergeUntouched, standingErrorKeys } from './resource-form';
import { currentUserAtom, useApi } from './session';
import { isStaleConflict } from './stale-conflict';
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
  /**
   * A form in a modal closes instead of navigating: CANCELAR (asking first when there are
   * unsaved changes) and the success dialog call this. @default undefined (navigate to `returnTo`)
   */
  onClose?: () => void;
  /**
   * Tells drafts of forms that share an address apart (a modal form on a list: `'novo'`, or the
   * record's id). @default undefined (the address alone)
   */
  draftScope?: string;
  /** Labels put in front of generic messages in the 'Avisos' alert, by wire field name. @default {} */
  fieldLabels?: Readonly<Record<string, string>>;
  /**
   * After a save refused because someone else changed the record (409, optimistic concurrency),
   * 'VER VERSÃO ATUAL' opens their version in a new tab and calls this: the form takes the
   * record's current `updated_at` (into its version ref), so the next SALVAR, made knowingly,
   * goes through, and resolves to the record's values now, as form values. The fields the user
   * left alone take those (`mergeUntouched`), so that SALVAR does not put back what the other
   * person changed; the fields they changed stay as typed, and a notice says so.
   * @default undefined (the offer only opens the other version)
   */
  takeCurrentVersion?: () => Promise<V | undefined>;
  /**
   * How 'VER VERSÃO ATUAL' puts the form's values over the record's current ones (`values`,
   * `base` as the form loaded them, `current`). @default mergeUntouched (by top-level field)
   */
  mergeCurrent?: (values: V, base: V, current: V) => V;
  /**
   * Where 'VER VERSÃO ATUAL' opens the other version: a modal form whose address is its list's
   * gives the list filtered to the record. @default the form's own address
   */
  currentVersionPath?: string;
  /**
   * The form's version of the record (its `updated_at`, which SALVAR sends). It is kept with
   * each draft, and a restored draft puts its own back: a draft typed over a version someone
   * has changed since then saves as a stale copy (409, the notice), not over their change.
   * @default undefined (a new record)
   */
  versionRef?: RefObject<string | null>;
  /**
   * How errors read (§8): `'user-modal'` lists the first message of every field under
   * 'Houve alguns problemas :/' (the user modal); `'save'` is 'Avisos'. A generic message gets
   * the field's label in front either way ('E-mail: Já existe um registro com este valor').
   * @default 'save'
   */
  errorContext?: 'save' | 'user-modal';
  /**
   * A file chosen in the form is still uploading (a photo, an attachment): SALVAR waits for it
   * (disabled, and a submit does nothing), so a save never leaves out a file the form already
   * previews. @default false
   */
  isUploading?: boolean;
  /**
   * Something typed that the values do not hold yet (a material's name or file not yet added):
   * leaving or closing asks, as with unsaved values. It is not part of the draft. @default false
   */
  hasPendingInput?: boolean;
  /**
   * What SALVAR says while `hasPendingInput` is true, by field: it refuses to save, so a file
   * chosen or an answer typed is never left out of a save that says 'Sucesso'. Without it SALVAR
   * saves what the values hold. @default undefined
   */
  pendingInputErrors?: FieldErrors;
}

/** What {@link useResourceForm} gives the form (and `<ResourceFormFeedback>`). */
export interface ResourceForm<V> {
  /** Field errors from the validators or the server's 422, by wire name. */
  errors: FieldErrors;
  /**
   * How many saves were refused with field errors (by the validators or a 422): it changes on a
   * refusal, not as the user fixes one field after another (`useRefusedTab`).
   */
  refusals: number;
  /** The lines of the 'Avisos' alert (empty when there is nothing to say). */
  avisos: string[];
  /** The title of that alert ('Avisos', or 'Houve alguns problemas :/' in the user modal). */
  avisosTitle: string;
  /** Whether the values differ from the saved ones (false once saved). */
  isDirty: boolean;
  /** A save is running (SALVAR shows it). */
  isSaving: boolean;
  /** A file is still uploading: SALVAR is disabled until it is stored (`isUploading`). */
  isUploading: boolean;
  /** SALVAR: validates, saves, then shows the success dialog; errors go to 'Avisos' or a dialog. */
  submit: () => Promise<void>;
  /** CANCELAR: back to the list (asking first when there are unsaved changes). */
  cancel: () => void;
  /** Put on the element around the 'Avisos' alert: it is scrolled into view when errors appear. */
  alertRef: RefObject<HTMLDivElement | null>;
  /**
   * The `ref` of the element around the fields (a callback ref, the same while the form lives): a
   * refused save moves focus to its first invalid field (or to the 'Avisos' alert when that field
   * is not on screen, e.g. on another tab).
   */
  fieldsRef: (element: HTMLElement | null) => void;
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
  /** The last save was refused: someone else changed the record since it was loaded (409). */
  stale: boolean;
  /**
   * 'VER VERSÃO ATUAL': opens the record as it is now in a new tab; the form keeps what was typed,
   * and the fields left alone take the record's newer values.
   */
  showCurrent: () => Promise<void>;
  /** The fields left alone took the newer version's values: the form says so until the next SALVAR. */
  merged: boolean;
  /**
   * The record as saved, as form values: `initial`, or the newer version 'VER VERSÃO ATUAL' took.
   * A form's title names the record by it.
   */
  savedValues: V;
}

/**
 * The plumbing every resource form shares, so a form only supplies its state, validation and
 * save:
 * - dirty check (`isFormDirty` against `initial`);
 * - a draft on this device while dirty, offered when the form opens again (§4: nothing typed is
 *   lost to an expired session; keyed by user and route);
 * - the unsaved-changes guard (links, Back, CANCELAR, closing the tab), never holding the
 *   sign-in redirect once the session has ended;
 * - validators and a server 422 reaching the 'Avisos' alert through one path (a field changed
 *   since loses its message until the next SALVAR); any other failure is the §8 error dialog,
 *   and the form keeps what was typed;
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
  onClose,
  draftScope,
  fieldLabels,
  takeCurrentVersion,
  mergeCurrent,
  currentVersionPath,
  versionRef,
  errorContext = 'save',
  isUploading = false,
  hasPendingInput = false,
  pendingInputErrors,
}: ResourceFormOptions<V>): ResourceForm<V> {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const user = useAtomValue(currentUserAtom);
  const api = useApi();
  // The field map of the last refused SALVAR and the values it refused; `errors` below is the
  // part of it that still stands (`standingErrorKeys`).
  const [refusal, setRefusal] = useState<{ errors: FieldErrors; values: V } | null>(null);
  const [failure, setFailure] = useState<ErrorDescription | null>(null);
  const [isSaving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const alertRef = useRef<HTMLDivElement | null>(null);
  const fields = useRef<HTMLElement | null>(null);
  const fieldsRef = useCallback((element: HTMLElement | null) => {
    fields.current = element;
  }, []);
  const [askingClose, setAskingClose] = useState(false);
  const [stale, setStale] = useState(false);
  // The record as saved by someone else, taken by 'VER VERSÃO ATUAL': what the values now differ from.
  const [rebased, setRebased] = useState<V | null>(null);
  const [merged, setMerged] = useState(false);
  const base = rebased ?? initial;

  // The handlers read the options through this ref, so they, and the `form` object, keep their
  // identity while the user types: the page header, its buttons and the dialogs do not re-render
  // per keystroke (issue 15), only the fields that show the values.
  const current = {
    values,
    base,
    validate,
    save,
    onRestore,
    onClose,
    takeCurrentVersion,
    mergeCurrent,
    returnTo,
    isUploading,
    pendingInputErrors: hasPendingInput ? pendingInputErrors : undefined,
  };
  const latest = useRef(current);
  useLayoutEffect(() => {
    latest.current = current;
  });

  const isDirty = !saved && isFormDirty(values, base);
  const userId = user && user !== 'loading' ? user.id : null;
  // Read when a draft is written, never during render.
  const versionOf = useCallback(() => versionRef?.current, [versionRef]);
  const draft = useDraft({
    key: userId === null ? null : draftKey(userId, draftScope ? `${pathname}#${draftScope}` : pathname),
    value: values,
    isDirty,
    version: versionOf,
  });
  // §4 keeps the unsaved values when the session ends. Written again at that moment: a sign-out
  // in another tab removes every draft of this device, this form's included, and the end of this
  // tab's session (its next refresh refused; in body mode, the other tab's sign-out itself) would
  // otherwise land on a sign-in page with nothing to offer.
  const { keep } = draft;
  useEffect(
    () =>
      api.subscribe((session, change) => {
        if (change === 'end' || (change === 'other-tab' && session === null)) keep();
      }),
    [api, keep],
  );
  const asksBeforeLeaving = isDirty || (!saved && hasPendingInput);
  const leaving = useUnsavedChanges(asksBeforeLeaving);
  // A modal form asks before closing with unsaved changes through the same confirmation.
  const { isAsking: leavingAsks, stay: stayHere, leave: leaveNow, allowNavigation } = leaving;
  const unsaved: UnsavedChangesApi = useMemo(
    () => ({
      isAsking: leavingAsks || askingClose,
      stay: () => {
        setAskingClose(false);
        stayHere();
      },
      leave: () => {
        if (askingClose) {
          setAskingClose(false);
          latest.current.onClose?.();
        } else leaveNow();
      },
      allowNavigation,
    }),
    [leavingAsks, stayHere, leaveNow, allowNavigation, askingClose],
  );
  // Joined into a string so `errors` (and `form`) keep their identity while the person types:
  // only a field's message coming or going makes new ones.
  const standing = refusal ? standingErrorKeys(refusal.errors, refusal.values, values).join('\n') : '';
  const errors = useMemo<FieldErrors>(() => {
    if (!refusal || standing === '') return NO_ERRORS;
    return Object.fromEntries(standing.split('\n').map((key) => [key, refusal.errors[key]!]));
  }, [refusal, standing]);
  const avisos = useMemo(
    () =>
      avisoLines(
        // The user modal lists each field's first message only (§8), each named as in 'Avisos'.
        errorContext === 'user-modal'
          ? Object.fromEntries(Object.entries(errors).map(([key, messages]) => [key, messages.slice(0, 1)]))
          : errors,
        fieldLabels,
      ),
    [errors, fieldLabels, errorContext],
  );

  // Focus moves once the errors are on screen and the save has finished: SALVAR's pending state
  // holds focus while it lasts, and would take it back from a field focused earlier.
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest === 0 || isSaving) return;
    // Two frames: a form may first bring the invalid field on screen (switch to its tab).
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        alertRef.current?.scrollIntoView({ block: 'nearest' });
        const field = firstInvalidControl(fields.current);
        if (field) field.focus();
        else alertRef.current?.focus({ preventScroll: true });
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [focusRequest, isSaving]);

  // The 'Avisos' alert is announced (role="alert"); focus goes to the first invalid field, so the
  // user can correct it at once, or to the alert when that field is not on screen.
  const showErrors = useCallback((next: FieldErrors, refused: V) => {
    setRefusal({ errors: next, values: refused });
    setFocusRequest((n) => n + 1);
  }, []);

  const { clear: clearDraft, restore: takeDraft } = draft;
  // Set at once, where `isSaving` takes a render: a second Enter in a field (a modal submits on
  // Enter), pressed before SALVAR shows its pending state, must not send the values twice.
  const running = useRef(false);
  const submit = useCallback(async () => {
    const { values, validate, save, isUploading, pendingInputErrors: pendingErrors } = latest.current;
    // Enter in a field still submits while SALVAR is disabled for an upload, or pending.
    if (isUploading || running.current) return;
    const invalid = pendingErrors ? { ...validate(values), ...pendingErrors } : validate(values);
    if (!isValid(invalid)) {
      showErrors(invalid, values);
      return;
    }
    setRefusal(null);
    setStale(false);
    setMerged(false);
    running.current = true;
    setSaving(true);
    let refused: { error: unknown } | null = null;
    try {
      await save(values);
    } catch (error) {
      refused = { error };
    }
    running.current = false;
    setSaving(false);
    if (!refused) {
      clearDraft();
      allowNavigation();
      setSaved(true);
      return;
    }
    // A 422 field map joins the validators' path; anything else is the error of §8.
    const f = toFailure(refused.error);
    if (isStaleConflict(f)) {
      setStale(true);
      return;
    }
    const fields = f.status === 422 ? toFieldErrors(f.body) : {};
    if (!isValid(fields)) showErrors(fields, values);
    else setFailure(describeError(errorContext, f));
  }, [clearDraft, allowNavigation, showErrors, errorContext]);

  const showCurrent = useCallback(async () => {
    // A new tab, so nothing typed here is replaced; that tab's form loads the record as it is now.
    window.open(currentVersionPath ?? pathname, '_blank', 'noopener');
    let now: V | undefined;
    try {
      now = await latest.current.takeCurrentVersion?.();
    } catch {
      // The newer version could not be read (offline): the notice stays, to try again; the next
      // SALVAR would be refused again, never written over their change.
      return;
    }
    if (now !== undefined) {
      const { values, base, onRestore, mergeCurrent: merge } = latest.current;
      onRestore(
        merge
          ? merge(values, base, now)
          : (mergeUntouched(values as object, base as object, now as object) as V),
      );
      setRebased(now);
      setMerged(true);
    }
    setStale(false);
  }, [currentVersionPath, pathname]);

  const restoreDraft = useCallback(() => {
    const restored = takeDraft();
    if (restored === null) return;
    if (versionRef && restored.version !== undefined) versionRef.current = restored.version;
    latest.current.onRestore(restored.value);
  }, [takeDraft, versionRef]);

  const cancel = useCallback(() => {
    const { onClose, returnTo } = latest.current;
    if (!onClose) navigate(returnTo);
    else if (asksBeforeLeaving) setAskingClose(true);
    else onClose();
  }, [navigate, asksBeforeLeaving]);

  const finish = useCallback(() => {
    const { onClose, returnTo } = latest.current;
    if (onClose) onClose();
    else navigate(returnTo);
  }, [navigate]);

  const dismissFailure = useCallback(() => setFailure(null), []);

  return useMemo(
    () => ({
      errors,
      refusals: focusRequest,
      avisos,
      avisosTitle:
        errorContext === 'user-modal' ? MESSAGES.errors.userModalTitle : MESSAGES.errors.validationTitle,
      isDirty,
      isSaving,
      isUploading,
      submit,
      stale,
      showCurrent,
      merged,
      savedValues: base,
      cancel,
      alertRef,
      fieldsRef,
      draft,
      restoreDraft,
      unsaved,
      saved,
      finish,
      failure,
      dismissFailure,
    }),
    [
      errors,
      focusRequest,
      avisos,
      errorContext,
      isDirty,
      isSaving,
      isUploading,
      submit,
      stale,
      showCurrent,
      merged,
      base,
      cancel,
      draft,
      restoreDraft,
      unsaved,
      saved,
      finish,
      failure,
      dismissFailure,
      fieldsRef,
    ],
  );
}

/** No field errors: one object, so a form without errors keeps its identity. */
const NO_ERRORS: FieldErrors = {};

/** What a person can focus in a field: not the hidden native inputs form libraries keep for autofill. */
const CONTROL = 'input:not([type="hidden"]), textarea, select, button, [role="combobox"], [tabindex="0"]';

/** The first focusable control of the first field marked invalid (`data-invalid`) under `root`. */
function firstInvalidControl(root: HTMLElement | null): HTMLElement | null {
  for (const field of root?.querySelectorAll<HTMLElement>('[data-invalid]') ?? []) {
    const candidates = field.matches(CONTROL) ? [field] : [...field.querySelectorAll<HTMLElement>(CONTROL)];
    const control = candidates.find(
      (el) => el.tabIndex >= 0 && !el.closest('[aria-hidden="true"]') && !el.matches(':disabled'),
    );
    if (control) return control;
  }
  return null;
}
