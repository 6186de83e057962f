/**
 * The server out of reach of its database (503, `GET /api/health`). Part of `MESSAGES` (as
 * `MESSAGES.request.databaseUnavailable`), kept in a module of its own so `describeError` (which
 * the sign-in page downloads) can tell it without every other message.
 */
export const AVAILABILITY_MESSAGES = {
  databaseUnavailable: 'O servidor está sem acesso ao banco de dados. Tente novamente em instantes.',
} as const;
