/**
 * The README's endpoint table is what another app's developer reads before calling: it is
 * written by hand, so this keeps every row's method, path, permission and status in step with
 * `ENDPOINTS`, and every endpoint in the table.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, type EndpointAuth } from './endpoints.js';

const README = readFileSync(fileURLToPath(new URL('../../README.md', import.meta.url)), 'utf8');

/** The "needs" column as the README writes it. */
function needs(auth: EndpointAuth): string {
  if (auth === 'public' || auth === 'signed-in') return auth;
  return typeof auth === 'string' ? auth : `any of ${auth.anyOf.join(', ')}`;
}

/** The table's rows by endpoint name: the cells after the name. */
function tableRows(): Map<string, string[]> {
  const rows = new Map<string, string[]>();
  for (const line of README.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    const name = /^`([a-z]+(?:\.[a-zA-Z]+)+)`$/.exec(cells[1] ?? '')?.[1];
    if (name && cells.length >= 7) rows.set(name, cells.slice(2, 6));
  }
  return rows;
}

describe('README endpoint table', () => {
  const rows = tableRows();

  it('lists every endpoint, and nothing else', () => {
    expect([...rows.keys()].sort()).toEqual(Object.keys(ENDPOINTS).sort());
  });

  it.each(Object.values(ENDPOINTS).map((e) => [e.name, e] as const))(
    '%s reads as ENDPOINTS says',
    (name, e) => {
      const [http, auth, , status] = rows.get(name) ?? [];
      // A cell may add a note in brackets ('(rows carry …)', '204, no body').
      expect({ http, auth: auth?.replace(/ \(.*\)$/, ''), status: status?.split(',')[0] }).toEqual({
        http: `${e.method} \`${e.path}\``,
        auth: needs(e.auth),
        status: String(e.status),
      });
    },
  );
});
