/**
 * Sessions (§2.3, §3 Session, §7 auth rows): the OAuth2 password and refresh_token grants of the
 * legacy Passport service, token revocation and the signed-in user's info.
 */
import { TEXT_MAX } from '@hangar/domain';
import { z } from 'zod/mini';
import { boundedText, idLike, record } from './common.js';

/** The client id is numeric in Passport; it may travel as `2` or `'2'`. */
const clientId = z.union([z.int(), z.string()]);

/** `grant_type=password`: sign in with e-mail (username) and password. */
export const passwordGrantSchema = z.object({
  grant_type: z.literal('password'),
  client_id: clientId,
  client_secret: boundedText(),
  username: boundedText(TEXT_MAX.name),
  // No stored password is longer (usuarioInputSchema), so a longer one cannot match.
  password: boundedText(200),
  scope: z.optional(boundedText()),
});
export type PasswordGrant = z.infer<typeof passwordGrantSchema>;

/**
 * `grant_type=refresh_token`: trade a refresh token for a new pair (the old one is revoked).
 * `refresh_token` is left out in cookie mode (see {@link SESSION_MODE_HEADER}): the server reads
 * it from the HttpOnly cookie instead; in body mode a missing one is a 422.
 */
export const refreshGrantSchema = z.object({
  grant_type: z.literal('refresh_token'),
  client_id: clientId,
  client_secret: z.string(),
  refresh_token: z.optional(z.string()),
  scope: z.optional(z.string()),
});
export type RefreshGrant = z.infer<typeof refreshGrantSchema>;

/** The body of `POST /oauth/token`. */
export const tokenRequestSchema = z.discriminatedUnion('grant_type', [
  passwordGrantSchema,
  refreshGrantSchema,
]);
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

/**
 * The answer of `POST /oauth/token` (not wrapped in `data`, as in Passport). `refresh_token` is
 * absent in cookie mode: it travels only in the HttpOnly cookie then.
 */
export const tokenResponseSchema = z.object({
  token_type: z.literal('Bearer'),
  expires_in: idLike(),
  access_token: z.string().check(z.minLength(1)),
  refresh_token: z.optional(z.string().check(z.minLength(1))),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export { SESSION_MODE_HEADER } from './session-mode.js';

/** Path parameters of `DELETE /oauth/tokens/:accessToken`. */
export const revokeTokenParams = z.object({ accessToken: z.string().check(z.minLength(1)) });

/** A profile as it appears on a user: `{id, nome}`. */
export const perfilRefSchema = z.object({ id: z.int(), nome: z.string() });
export type PerfilRef = z.infer<typeof perfilRefSchema>;

/** The signed-in user (`GET /api/usuario/userinfo` → `{data: UserInfo}`). */
export const userInfoSchema = z.object({
  id: z.int(),
  nome: z.string(),
  email: z.string(),
  /** Permission strings (`curso.visualizar`…): the union of the user's profiles. */
  permissoes: z.array(z.string()),
  pessoa: z.object({ nome: z.nullable(z.string()), imagem_url: z.nullable(z.string()) }),
  perfis: z.array(perfilRefSchema),
});
export type UserInfo = z.infer<typeof userInfoSchema>;
export const userInfoResponseSchema = record(userInfoSchema);

/** The default client of the back-office: configuration, public by nature (a browser app). */
export const DEFAULT_CLIENT = { client_id: 2, client_secret: 'hangar-dev-secret' } as const;
