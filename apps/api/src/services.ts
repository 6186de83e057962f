/** What every route module receives: the database and the services built once by `buildApp`. */
import type { KnownDevices } from './auth/known-devices.js';
import type { SignInThrottle } from './auth/throttle.js';
import type { TokenService } from './auth/tokens.js';
import type { CepProvider } from './cep/provider.js';
import type { ChangeFeed } from './db/changes.js';
import type { Db } from './db/db.js';
import type { FileStorage } from './storage/storage.js';

export interface Services {
  db: Db;
  /** What changed since an answer was kept (in-memory caches check it). */
  changes: ChangeFeed;
  tokens: TokenService;
  /** Failed sign-ins per account and address, shared by every instance (the database). */
  signInThrottle: SignInThrottle;
  /** Browsers that signed in to an account: their attempts are throttled apart (lockout). */
  knownDevices: KnownDevices;
  storage: FileStorage;
  cep: CepProvider;
  now: () => Date;
  /** Names of the ENDPOINTS rows that have a handler (checked at start-up). */
  registered: Set<string>;
}
