/**
 * The error catalogue's titles and texts (§8). Part of `MESSAGES` (as `MESSAGES.errors`), kept in a module of its own so the light
 * sign-in page (apps/backoffice/src/sign-in.tsx) downloads these without every other message.
 */
export const ERROR_MESSAGES = {
  title: 'Erro',
  generic: 'Houve um problema ao realizar esta operação',
  validationTitle: 'Avisos',
  userModalTitle: 'Houve alguns problemas :/',
  notFound: 'Registro não encontrado',
  forbidden: 'Sem permissão para esta operação',
  /** A call that got no answer at all (offline, server down): the title of its error. */
  unreachableTitle: 'Sem conexão',
  /** …and its text. */
  unreachable: 'Não foi possível se comunicar com o servidor. Verifique sua conexão e tente novamente.',
  /** Added after a failed save's text: nothing typed is lost by the failure. */
  kept: 'O que você preencheu foi mantido.',
  sessionExpired: 'Sessão expirada',
  /** The shell could not load the signed-in user (userinfo failed). */
  userLoadFailed: 'Não foi possível carregar seus dados',
  /** The action beside a load error. */
  retry: 'Tentar novamente',
} as const;
