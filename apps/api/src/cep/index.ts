/** Picks the CEP provider from the configuration. */
import type { Config } from '../config.js';
import type { Db } from '../db/db.js';
import { HttpCepProvider } from './http.js';
import { OfflineCepProvider } from './offline.js';
import type { CepProvider } from './provider.js';

export { HttpCepProvider } from './http.js';
export { OfflineCepProvider } from './offline.js';
export type { CepProvider, CepResult } from './provider.js';

export function createCepProvider(config: Pick<Config, 'cepProvider' | 'cepUrl'>, db: Db): CepProvider {
  return config.cepProvider === 'http' ? new HttpCepProvider(config.cepUrl, db) : new OfflineCepProvider();
}
