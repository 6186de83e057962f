import type { Session } from '../session/session.js';
import { PRESET_TOKENS } from './db.js';
import type { DemoAccount } from './fixtures/accounts.js';

/** Far enough in the future that a story never sees the preset session expire. */
const PRESET_EXPIRY = '2099-12-31T23:59:59.000Z';

/**
 * A signed-in session for a demo account, valid in every mock db (its tokens never expire).
 * Seed the app with it to render signed-in screens in stories and tests.
 *
 * @param account `'admin'` (every permission) or `'leitor'` (only `*.visualizar`).
 * @example
 * const client = createApiClient({ ...config, storage: memorySessionStorage(mockSession('leitor')) });
 */
export function mockSession(account: DemoAccount): Session {
  const preset = PRESET_TOKENS[account];
  return {
    access_token: preset.access,
    refresh_token: preset.refresh,
    expires_in: 31_536_000,
    expires_in_date: PRESET_EXPIRY,
  };
}
