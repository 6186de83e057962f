export { createSession, isSessionExpired, type Session, sessionSchema, type TokenGrant } from './session.js';
export {
  localSessionStorage,
  memorySessionStorage,
  SESSION_STORAGE_KEY,
  type SessionStorage,
  type WebStorageLike,
} from './storage.js';
