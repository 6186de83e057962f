/**
 * A create sent again under its `Idempotency-Key` (the api-client's contract, `idempotency.ts`).
 * Part of `MESSAGES` (as `MESSAGES.idempotency`), kept in a module of its own so `describeError`
 * (which the sign-in page downloads) can list them without every other message.
 */
export const IDEMPOTENCY_MESSAGES = {
  /** The key was already used for a create with other data. */
  reused: 'Esta chave de envio já foi usada com outros dados.',
  /** The first request under the key is still running. */
  inProgress: 'Este envio ainda está em andamento. Aguarde um instante e tente novamente.',
} as const;
