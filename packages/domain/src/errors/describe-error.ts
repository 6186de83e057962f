import { ACCESS_MESSAGES } from '../messages/access.js';
import { AVAILABILITY_MESSAGES } from '../messages/availability.js';
import { CONFLICT_MESSAGES } from '../messages/conflict.js';
import { ERROR_MESSAGES } from '../messages/errors.js';
import { IDEMPOTENCY_MESSAGES } from '../messages/idempotency.js';
import { LOGIN_MESSAGES } from '../messages/login.js';
import type { FieldErrors } from '../validation/field-errors.js';

/**
 * Where a failure happened (§8):
 * - `sign-in`: the login form;
 * - `save`: saving a question, classification, course, problem, entity or class (and category or
 *   profile saves, whose text §8 does not show: they get the same rule);
 * - `user-modal`: the user modal;
 * - `delete`: any delete;
 * - `open`: opening one record's form (§8 names no text: a record gone, by a stale address or a
 *   colleague's delete, says 'Registro não encontrado' rather than the generic error);
 * - `load`: a list or picker load (silently ignored).
 */
export type ErrorContext = 'sign-in' | 'save' | 'user-modal' | 'delete' | 'open' | 'load';

/** What went wrong: the HTTP status and body when there was a response, else an error message. */
export interface Failure {
  status?: number;
  body?: unknown;
  message?: string;
}

/** What the user sees: a dialog or alert title and its lines. */
export interface ErrorDescription {
  title: string;
  messages: string[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether a body is a non-validation error body (it has a `message` key, §8 / wire format). */
export function hasMessageKey(body: unknown): body is { message: unknown } {
  return isRecord(body) && 'message' in body;
}

/**
 * Reads a 422 body as a field map: every key whose value is a string or a list of strings.
 * Anything else (a `message` body, a string, null) gives `{}`.
 * @example toFieldErrors({ nome: ['Informe o nome'], x: 1 }) // { nome: ['Informe o nome'] }
 */
export function toFieldErrors(body: unknown): FieldErrors {
  if (!isRecord(body) || hasMessageKey(body)) return {};
  const out: FieldErrors = {};
  for (const [field, value] of Object.entries(body)) {
    const list = (Array.isArray(value) ? value : [value]).filter(
      (m): m is string => typeof m === 'string' && m.length > 0,
    );
    if (list.length > 0) out[field] = list;
  }
  return out;
}

const generic = (): ErrorDescription => ({
  title: ERROR_MESSAGES.title,
  messages: [ERROR_MESSAGES.generic],
});

/**
 * A call that got no answer (`status` 0: offline, the server down, the connection cut) says so:
 * the client's own message for it is English and says nothing to staff, and §8's generic text
 * would hide that trying again later is the fix.
 */
function unreachable(failure: Failure, kept: boolean): ErrorDescription | null {
  if (failure.status !== 0) return null;
  const messages: string[] = [ERROR_MESSAGES.unreachable];
  if (kept) messages.push(ERROR_MESSAGES.kept);
  return { title: ERROR_MESSAGES.unreachableTitle, messages };
}

/**
 * The server answered but could not reach its database (503 in its own words): said as it is, as
 * something to try again shortly, where §8's generic text would hide that; after a save, that
 * what was typed is kept. (The sign-in page shows any answer's message already.)
 */
function unavailable(failure: Failure, kept: boolean): ErrorDescription | null {
  if (
    failure.status !== 503 ||
    !hasMessageKey(failure.body) ||
    failure.body.message !== AVAILABILITY_MESSAGES.databaseUnavailable
  ) {
    return null;
  }
  const messages: string[] = [AVAILABILITY_MESSAGES.databaseUnavailable];
  if (kept) messages.push(ERROR_MESSAGES.kept);
  return { title: ERROR_MESSAGES.title, messages };
}

/**
 * A 403 that is not a refusal written for the user (the caller lost a permission since the page
 * loaded) says that permission is missing, rather than §8's generic text.
 */
function forbidden(failure: Failure): ErrorDescription | null {
  return failure.status === 403
    ? { title: ERROR_MESSAGES.title, messages: [ERROR_MESSAGES.forbidden] }
    : null;
}

/** A record that is not there (404): gone by a colleague's delete, or a stale address. */
function notFound(failure: Failure): ErrorDescription | null {
  return failure.status === 404 ? { title: ERROR_MESSAGES.title, messages: [ERROR_MESSAGES.notFound] } : null;
}

function signIn(failure: Failure): ErrorDescription {
  const offline = unreachable(failure, false);
  if (offline) return offline;
  if (failure.status === 401)
    return { title: ERROR_MESSAGES.title, messages: [LOGIN_MESSAGES.invalidCredentials] };
  if (failure.status === 422) {
    // §8: "422 shows the server response data": a field map's messages, a bare string, or its message.
    const fields = Object.values(toFieldErrors(failure.body)).flat();
    if (fields.length > 0) return { title: ERROR_MESSAGES.title, messages: fields };
    if (typeof failure.body === 'string' && failure.body.trim()) {
      return { title: ERROR_MESSAGES.title, messages: [failure.body] };
    }
    if (hasMessageKey(failure.body) && typeof failure.body.message === 'string' && failure.body.message) {
      return { title: ERROR_MESSAGES.title, messages: [failure.body.message] };
    }
  }
  if (failure.message) return { title: ERROR_MESSAGES.title, messages: [failure.message] };
  return generic();
}

/** The refusals written for the user, which §8's generic error would hide. */
const WRITTEN_REFUSALS: readonly string[] = [
  ...Object.values(ACCESS_MESSAGES),
  ...Object.values(CONFLICT_MESSAGES),
  IDEMPOTENCY_MESSAGES.inProgress,
  IDEMPOTENCY_MESSAGES.madeBefore,
];

/**
 * The server's refusals under the grant rules (`MESSAGES.access`: deleting yourself, the last
 * administrator, a profile or account above the caller) and of writes the data forbids
 * (`MESSAGES.conflict`: a course that still has classes) are clear Portuguese written for the
 * user: shown as they are, where any other `message` body shows the generic error. This module
 * reads the messages from their own modules, not `MESSAGES`, so the sign-in page does not
 * download them all.
 */
function writtenRefusal(failure: Failure): ErrorDescription | null {
  if (!hasMessageKey(failure.body) || typeof failure.body.message !== 'string') return null;
  const { message } = failure.body;
  // Exactly one of them, or one followed by its details ('…conceder: Turmas › Gerar Simulados.').
  if (WRITTEN_REFUSALS.some((refusal) => message === refusal || message.startsWith(`${refusal}: `))) {
    return { title: ERROR_MESSAGES.title, messages: [failure.body.message] };
  }
  return null;
}

function save(failure: Failure): ErrorDescription {
  const refused =
    unreachable(failure, true) ?? unavailable(failure, true) ?? writtenRefusal(failure) ?? forbidden(failure);
  if (refused) return refused;
  if (hasMessageKey(failure.body)) return generic();
  const first = Object.values(toFieldErrors(failure.body))[0]?.[0];
  return first ? { title: ERROR_MESSAGES.title, messages: [first] } : generic();
}

function userModal(failure: Failure): ErrorDescription {
  const refused =
    unreachable(failure, true) ?? unavailable(failure, true) ?? writtenRefusal(failure) ?? forbidden(failure);
  if (refused) return refused;
  if (hasMessageKey(failure.body)) return generic();
  const firsts = Object.values(toFieldErrors(failure.body)).map((list) => list[0]!);
  return firsts.length > 0 ? { title: ERROR_MESSAGES.userModalTitle, messages: firsts } : generic();
}

/**
 * Turns a failed call into what the user sees, per the error catalogue of §8. Returns `null` for
 * `load` failures, which are silently ignored (lists stay empty).
 * @example describeError('sign-in', { status: 401 }) // { title: 'Erro', messages: ['Usuário ou senha incorretos!'] }
 * @example describeError('save', { status: 422, body: { nome: ['Informe o nome'] } }) // { title: 'Erro', messages: ['Informe o nome'] }
 */
export function describeError(context: ErrorContext, failure: Failure): ErrorDescription | null {
  switch (context) {
    case 'sign-in':
      return signIn(failure);
    case 'save':
      return save(failure);
    case 'user-modal':
      return userModal(failure);
    case 'delete':
      return (
        unreachable(failure, false) ??
        unavailable(failure, false) ??
        writtenRefusal(failure) ??
        forbidden(failure) ??
        generic()
      );
    case 'open':
      return (
        unreachable(failure, false) ??
        unavailable(failure, false) ??
        notFound(failure) ??
        forbidden(failure) ??
        generic()
      );
    case 'load':
      return null;
  }
}
