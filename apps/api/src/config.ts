/** Configuration from the environment (see apps/api/README.md). */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  uploadsDir: string;
  databaseUrl: string | undefined;
  staticDir: string;
  accessTokenTtl: number;
  cepProvider: 'offline' | 'http';
  cepUrl: string;
}

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.HANGAR_DATA_DIR || path.join(REPO_ROOT, 'data'));
  const cepProvider = env.HANGAR_CEP_PROVIDER === 'http' ? 'http' : 'offline';
  return {
    port: positiveInt(env.PORT, 3000, 'PORT'),
    host: env.HOST || '0.0.0.0',
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    databaseUrl: env.DATABASE_URL || undefined,
    staticDir: path.resolve(env.HANGAR_STATIC_DIR || path.join(REPO_ROOT, 'apps/backoffice/dist')),
    accessTokenTtl: positiveInt(env.HANGAR_TOKEN_TTL, 3600, 'HANGAR_TOKEN_TTL'),
    cepProvider,
    cepUrl: env.HANGAR_CEP_URL || 'https://viacep.com.br/ws/{cep}/json/',
  };
}
