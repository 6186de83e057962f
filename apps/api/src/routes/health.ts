/**
 * `GET /api/health`, for a load balancer or an orchestrator: 200 `{ "status": "ok" }` when this
 * instance's database answers a query within `timeoutMs`, else 503 with the reason in words. No
 * token is needed and the answer says nothing about the installation. `GET /auth/login` answers
 * 200 while the database is down, so a balancer checking it kept sending staff to an instance
 * that could serve nothing but the sign-in page.
 *
 * One check runs at a time and its answer serves every probe for `reuseMs`: any rate of probes
 * costs the database at most one `SELECT 1` a second.
 */
import { MESSAGES } from '@hangar/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db.js';

export interface HealthOptions {
  /** How long the database may take to answer. @default 2000 */
  timeoutMs?: number;
  /** How long one check's answer serves the probes after it. @default 1000 */
  reuseMs?: number;
}

/** Whether `db` answers `SELECT 1` within `timeoutMs`. */
async function answers(db: Db, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([db.query('SELECT 1').then(() => true), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `/api/health` as the OpenAPI document served by this server describes it. It is this
 * server's, not a row of `ENDPOINTS` (the legacy API has no such call, and the typed client never
 * makes it), so `docs.ts` adds it to the generated document under the tag `operations`.
 */
export const HEALTH_PATH_ITEM = {
  get: {
    operationId: 'health',
    tags: ['operations'],
    summary: 'Whether this instance can serve: its database answers',
    description:
      'For a load balancer or an orchestrator. No token. One check runs at a time and its answer serves every probe for a second, so any rate of probes costs the database at most one `SELECT 1` a second. Never cached (`Cache-Control: no-store`).',
    security: [],
    responses: {
      '200': {
        description: 'The database answered.',
        content: {
          'application/json': {
            schema: {
              type: 'object',
              properties: { status: { const: 'ok' } },
              required: ['status'],
              additionalProperties: false,
            },
          },
        },
      },
      '503': {
        description: 'The database did not answer in time; ask again after `Retry-After` seconds.',
        headers: { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } } },
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorMessage' } } },
      },
    },
  },
} as const;

export function healthRoutes(
  app: FastifyInstance,
  db: Db,
  { timeoutMs = 2000, reuseMs = 1000 }: HealthOptions = {},
) {
  let running: Promise<boolean> | undefined;
  let answer = { healthy: false, at: Number.NEGATIVE_INFINITY };
  const check = () => {
    running ??= answers(db, timeoutMs).then((healthy) => {
      answer = { healthy, at: Date.now() };
      running = undefined;
      return healthy;
    });
    return running;
  };
  app.get('/api/health', async (_request, reply) => {
    const healthy = Date.now() - answer.at < reuseMs ? answer.healthy : await check();
    reply.header('cache-control', 'no-store');
    if (healthy) return { status: 'ok' };
    return reply.code(503).header('retry-after', '5').send({ message: MESSAGES.request.databaseUnavailable });
  });
}
