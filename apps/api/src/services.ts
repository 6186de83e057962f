/** What every route module receives: the database and the services built once by `buildApp`. */
import type { SignInThrottle } from './auth/throttle.js';
import type { TokenService } from './auth/tokens.js';
import type { CepProvider } from './cep/provider.js';
import type { Db } from './db/db.js';
import type { FileStorage } from './storage/storage.js';

export interface Services {
  db: Db;
  tokens: TokenService;
  /** Failed sign-ins per account and address, shared by every instance (the database). */
  signInThrottle: SignInThrottle;
  storage: FileStorage;
  cep: CepProvider;
  now: () => Date;
  /** Names of the ENDPOINTS rows that have a handler (checked at start-up). */
  registered: Set<string>;
}
