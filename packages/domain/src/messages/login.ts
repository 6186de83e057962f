/**
 * The sign-in page's texts (§5, §8). Part of `MESSAGES` (as `MESSAGES.login`), kept in a module of its own so the light
 * sign-in page (apps/backoffice/src/sign-in.tsx) downloads these without every other message.
 */
export const LOGIN_MESSAGES = {
  emailRequired: 'Informe o e-mail',
  passwordRequired: 'Informe a senha',
  invalidCredentials: 'Usuário ou senha incorretos!',
  /** Too many failed sign-ins for this account or address (answered with 429 and `Retry-After`). */
  throttled: 'Muitas tentativas de acesso sem sucesso. Aguarde alguns minutos e tente novamente.',
  /** Said on the sign-in page when a refused refresh sent the user there (§4): it expired, or it was ended in another tab. */
  sessionEnded: 'Sua sessão foi encerrada. Entre novamente.',
} as const;
