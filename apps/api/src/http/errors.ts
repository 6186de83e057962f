/**
 * Errors a handler throws to answer something other than success. The error handler of `app.ts`
 * turns them into the wire format: 422 → bare field map, anything else → `{message}`.
 */
import { type FieldErrors, MESSAGES } from '@hangar/domain';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** 422 with a field map (`{nome: ['Informe o nome']}`). */
export class ValidationError extends HttpError {
  constructor(readonly fields: FieldErrors) {
    super(422, 'Validation failed');
  }
}

export const unauthorized = (message: string = MESSAGES.errors.sessionExpired) => new HttpError(401, message);
export const forbidden = () => new HttpError(403, MESSAGES.errors.forbidden);
export const notFound = () => new HttpError(404, MESSAGES.errors.notFound);

/** Throws a 422 when the map holds any message. */
export function assertValid(errors: FieldErrors): void {
  if (Object.values(errors).some((m) => m.length > 0)) throw new ValidationError(errors);
}
