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
  /**
   * A form changed after a save whose answer never came, and that save had made the record: the
   * app says so instead of making a second one (the server's `reused` on its key).
   */
  madeBefore:
    'O envio anterior, cuja resposta não chegou, já criou este registro com os dados daquele momento. O que você alterou depois não foi salvo e continua no formulário: abra o registro pela lista para aplicar.',
} as const;
