/** Configuration from the environment (see apps/api/README.md). */
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SignInThrottleSettings } from './auth/throttle.js';
import type { S3StorageSettings } from './storage/s3.js';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface Config {
  port: number;
  /** `LOG_LEVEL`: pino's level of the server's log. @default 'warn' */
  logLevel: string;
  host: string;
  dataDir: string;
  uploadsDir: string;
  databaseUrl: string | undefined;
  staticDir: string;
  accessTokenTtl: number;
  cepProvider: 'offline' | 'http';
  cepUrl: string;
  /** `HANGAR_MAX_MATERIAL_MB`: the largest material upload (PDF, video), in bytes. */
  materialMaxBytes: number;
  /** `HANGAR_UPLOAD_GRACE_HOURS`: how long an upload no record references is kept. */
  uploadGraceHours: number;
  /**
   * `HANGAR_DB_QUERY_TIMEOUT` (seconds), in ms: on PostgreSQL, a statement whose answer has not
   * come by then fails (503: the server stalled) and the server is asked to cancel it as well.
   */
  queryTimeoutMs: number;
  /**
   * `HANGAR_IDLE_TIMEOUT` (seconds), in ms: how long a connection may go without a byte either
   * way, mid-request, before it is closed (a client that stalls an upload); a slow upload that
   * keeps sending is never cut.
   */
  idleTimeoutMs: number;
  /** `HANGAR_SHUTDOWN_TIMEOUT` (seconds), in ms: how long a stop waits for open requests. */
  shutdownTimeoutMs: number;
  /** Failed sign-ins allowed per account and per address within the window, and the block. */
  signInThrottle: SignInThrottleSettings;
  /**
   * `HANGAR_TRUST_PROXY`: how many proxies stand in front (`true` is one), or a comma-separated
   * list of their addresses/CIDRs; `false` none.
   */
  trustProxy: false | number | string[];
  /** `HANGAR_CORS_ORIGINS`: the other origins whose pages may call the API (none by default). */
  corsOrigins: string[];
  /**
   * `HANGAR_DEMO`: an empty database gets the demo accounts (known passwords) and the demo data.
   * Off unless asked for: `pnpm start` and `pnpm dev` ask, a deployed server does not.
   */
  demo: boolean;
  /**
   * `HANGAR_ADMIN_EMAIL` and `HANGAR_ADMIN_PASSWORD`: the first administrator of an empty
   * database (checked against the domain's rules by `serve.ts`, which loads them).
   */
  firstAdmin: { email: string; password: string } | null;
  /** `HANGAR_STORAGE`: uploads on local disk (`uploadsDir`) or in an S3-compatible bucket. */
  storage: { kind: 'disk' } | ({ kind: 's3' } & S3StorageSettings);
}

function storage(env: NodeJS.ProcessEnv): Config['storage'] {
  const kind = env.HANGAR_STORAGE || 'disk';
  if (kind === 'disk') return { kind };
  if (kind !== 's3') throw new Error(`HANGAR_STORAGE must be "disk" or "s3", got "${kind}"`);
  const bucket = env.HANGAR_S3_BUCKET;
  if (!bucket) throw new Error('HANGAR_S3_BUCKET must name the bucket when HANGAR_STORAGE is "s3"');
  const accessKeyId = env.AWS_ACCESS_KEY_ID;
  const secretAccessKey = env.AWS_SECRET_ACCESS_KEY;
  return {
    kind,
    bucket,
    region: env.HANGAR_S3_REGION || 'us-east-1',
    endpoint: env.HANGAR_S3_ENDPOINT || undefined,
    forcePathStyle: flag(env.HANGAR_S3_FORCE_PATH_STYLE, 'HANGAR_S3_FORCE_PATH_STYLE'),
    prefix: env.HANGAR_S3_PREFIX || '',
    // Both or neither: otherwise the SDK's chain (profile, instance role) finds them.
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}

/**
 * `true` is the one proxy in front, not "every hop": trusting every hop made the client's
 * address the left-most of `X-Forwarded-For`, which the client writes itself (a proxy appends
 * to what it was sent), so each guess of a password spray could come from a new address.
 */
function trustProxy(value: string | undefined): false | number | string[] {
  if (!value || value === 'false') return false;
  if (value === 'true') return 1;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) || false;
  const entries = value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address, bits, ...rest] = entry.split('/');
    const known = PROXY_RANGE_NAMES.includes(entry) || (isIP(address!) !== 0 && rest.length === 0);
    if (!known || (bits !== undefined && !/^\d{1,3}$/.test(bits))) {
      throw new Error(
        `HANGAR_TRUST_PROXY is true, false, a number of proxies, or addresses/CIDRs (10.0.0.1, 10.0.0.0/8, loopback), comma-separated; got "${entry}"`,
      );
    }
  }
  return entries;
}

/** The names proxy-addr (fastify's `trustProxy`) knows besides addresses. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** pino's levels, and `silent`. */
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function logLevel(value: string | undefined): string {
  if (!value) return 'warn';
  if (!LOG_LEVELS.includes(value)) {
    throw new Error(`LOG_LEVEL is one of ${LOG_LEVELS.join(', ')}; got "${value}"`);
  }
  return value;
}

/**
 * Exact origins (`https://app.example.com`), comma-separated. A wildcard is refused: the API
 * answers with credentials (the refresh cookie), so `*` would hand any site a signed-in session.
 */
function corsOrigins(value: string | undefined): string[] {
  const origins = (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  return origins.map((origin) => {
    const url = URL.canParse(origin) ? new URL(origin) : undefined;
    const exact =
      url &&
      /^https?:$/.test(url.protocol) &&
      !origin.includes('*') &&
      url.pathname === '/' &&
      !url.search &&
      !url.hash &&
      !url.username &&
      !url.password;
    if (!url || !exact) {
      throw new Error(
        `HANGAR_CORS_ORIGINS lists exact origins such as https://app.example.com (scheme, host and port, no path or wildcard), got "${origin}"`,
      );
    }
    return url.origin;
  });
}

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return n;
}

function port(value: string | undefined): number {
  const n = positiveInt(value, 3000, 'PORT');
  if (n > 65535) throw new Error(`PORT must be a port number from 1 to 65535, got "${value}"`);
  return n;
}

/**
 * A PostgreSQL connection URL. Its value is never echoed: it usually holds a password.
 */
function databaseUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:')) {
    const got = url ? `a ${url.protocol} URL` : 'something that is not a URL';
    throw new Error(
      `DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/hangar, got ${got}`,
    );
  }
  return value;
}

function cepProvider(value: string | undefined): Config['cepProvider'] {
  if (value === undefined || value === '' || value === 'offline') return 'offline';
  if (value === 'http') return 'http';
  throw new Error(`HANGAR_CEP_PROVIDER must be "offline" or "http", got "${value}"`);
}

function flag(value: string | undefined, name: string): boolean {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  throw new Error(`${name} must be "true" or "false", got "${value}"`);
}

function firstAdmin(env: NodeJS.ProcessEnv): Config['firstAdmin'] {
  const email = env.HANGAR_ADMIN_EMAIL?.trim() || undefined;
  const password = env.HANGAR_ADMIN_PASSWORD || undefined;
  if (!email && !password) return null;
  if (!email || !password) {
    throw new Error('HANGAR_ADMIN_EMAIL and HANGAR_ADMIN_PASSWORD go together: set both, or neither');
  }
  return { email, password };
}

function signInThrottle(env: NodeJS.ProcessEnv): SignInThrottleSettings {
  const window = positiveInt(env.HANGAR_SIGNIN_WINDOW, 900, 'HANGAR_SIGNIN_WINDOW');
  return {
    account: {
      max: positiveInt(env.HANGAR_SIGNIN_ACCOUNT_LIMIT, 5, 'HANGAR_SIGNIN_ACCOUNT_LIMIT'),
      windowSeconds: window,
      blockSeconds: window,
    },
    address: {
      max: positiveInt(env.HANGAR_SIGNIN_ADDRESS_LIMIT, 20, 'HANGAR_SIGNIN_ADDRESS_LIMIT'),
      windowSeconds: window,
      blockSeconds: window,
    },
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.HANGAR_DATA_DIR || path.join(REPO_ROOT, 'data'));
  const demo = flag(env.HANGAR_DEMO, 'HANGAR_DEMO');
  return {
    port: port(env.PORT),
    logLevel: logLevel(env.LOG_LEVEL),
    // The demo's accounts have public passwords: unless HOST says otherwise, only this machine
    // reaches it (it listened on every interface, so anyone on the network could sign in).
    host: env.HOST || (demo ? '127.0.0.1' : '0.0.0.0'),
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    databaseUrl: databaseUrl(env.DATABASE_URL),
    staticDir: path.resolve(env.HANGAR_STATIC_DIR || path.join(REPO_ROOT, 'apps/backoffice/dist')),
    accessTokenTtl: positiveInt(env.HANGAR_TOKEN_TTL, 3600, 'HANGAR_TOKEN_TTL'),
    cepProvider: cepProvider(env.HANGAR_CEP_PROVIDER),
    cepUrl: env.HANGAR_CEP_URL || 'https://viacep.com.br/ws/{cep}/json/',
    materialMaxBytes: positiveInt(env.HANGAR_MAX_MATERIAL_MB, 200, 'HANGAR_MAX_MATERIAL_MB') * 1024 * 1024,
    uploadGraceHours: positiveInt(env.HANGAR_UPLOAD_GRACE_HOURS, 24, 'HANGAR_UPLOAD_GRACE_HOURS'),
    queryTimeoutMs: positiveInt(env.HANGAR_DB_QUERY_TIMEOUT, 30, 'HANGAR_DB_QUERY_TIMEOUT') * 1000,
    idleTimeoutMs: positiveInt(env.HANGAR_IDLE_TIMEOUT, 120, 'HANGAR_IDLE_TIMEOUT') * 1000,
    shutdownTimeoutMs: positiveInt(env.HANGAR_SHUTDOWN_TIMEOUT, 10, 'HANGAR_SHUTDOWN_TIMEOUT') * 1000,
    signInThrottle: signInThrottle(env),
    trustProxy: trustProxy(env.HANGAR_TRUST_PROXY),
    corsOrigins: corsOrigins(env.HANGAR_CORS_ORIGINS),
    demo,
    firstAdmin: firstAdmin(env),
    storage: storage(env),
  };
}
