/**
 * A CEP provider over a public HTTP service answering ViaCEP's JSON (`uf`, `ibge`, `logradouro`,
 * `complemento`, `bairro`, or `{erro: true}`). Selected with HANGAR_CEP_PROVIDER=http; the URL
 * template (HANGAR_CEP_URL) has a `{cep}` placeholder.
 */
import { findEstado } from '@hangar/domain';
import { z } from 'zod/mini';
import type { Db } from '../db/db.js';
import type { CepProvider, CepResult } from './provider.js';

const answer = z.object({
  erro: z.optional(z.union([z.boolean(), z.string()])),
  uf: z.optional(z.string()),
  ibge: z.optional(z.string()),
  logradouro: z.optional(z.string()),
  complemento: z.optional(z.string()),
  bairro: z.optional(z.string()),
});

export class HttpCepProvider implements CepProvider {
  constructor(
    private readonly urlTemplate: string,
    private readonly db: Db,
    private readonly fetchImpl: typeof fetch = fetch,
    private readonly timeoutMs = 5000,
  ) {}

  async lookup(cep: string): Promise<CepResult | null> {
    const res = await this.fetchImpl(this.urlTemplate.replace('{cep}', cep), {
      signal: AbortSignal.timeout(this.timeoutMs),
      headers: { accept: 'application/json' },
    });
    if (res.status === 400 || res.status === 404) return null;
    if (!res.ok) throw new Error(`CEP service answered ${res.status}`);
    const parsed = answer.safeParse(await res.json());
    if (!parsed.success || parsed.data.erro) return null;
    const estado = parsed.data.uf ? findEstado(parsed.data.uf) : undefined;
    const ibge = Number(parsed.data.ibge);
    if (!estado || !Number.isInteger(ibge)) return null;
    // Only answer cities the database knows, so the form's city select can show it.
    const { rows } = await this.db.query('SELECT 1 FROM cidade WHERE id = $1 AND estado_id = $2', [
      ibge,
      estado.id,
    ]);
    if (rows.length === 0) return null;
    return {
      estado_id: estado.id,
      cidade_id: ibge,
      logradouro: parsed.data.logradouro ?? '',
      complemento: parsed.data.complemento ?? '',
      bairro: parsed.data.bairro ?? '',
    };
  }
}
