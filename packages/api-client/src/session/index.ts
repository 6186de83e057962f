export { createSession, isSessionExpired, type Session, type TokenGrant } from './session.js';
export { sessionSchema } from './session-schema.js';
export {
  localSessionStorage,
  memorySessionStorage,
  SESSION_STORAGE_KEY,
  type SessionStorage,
  type WebStorageLike,
} from './storage.js';
export {
  passwordGrant,
  REFRESH_LOCK,
  restoreCookieSession,
  TOKEN_PATH,
  type TokenGrantOptions,
} from './token-grant.js';
