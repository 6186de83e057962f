/** CEP lookup and cities (§2.10, §3 CEP lookup result). */
import { z } from 'zod/mini';
import { intLikeIn, list, record } from './common.js';

/** `:cep` with or without the dash; 8 digits. */
export const cepParams = z.object({ cep: z.string().check(z.regex(/^\d{5}-?\d{3}$/)) });

export const cepResultSchema = z.object({
  /** 1..27 (ESTADOS). */
  estado_id: z.int(),
  /** The IBGE code of the city (also the id of `GET /api/cidade`). */
  cidade_id: z.int(),
  logradouro: z.string(),
  complemento: z.string(),
  bairro: z.string(),
});
export type CepResult = z.infer<typeof cepResultSchema>;

export const cidadeQuery = z.object({ estado_id: intLikeIn(1, 27) });
export const cidadeSchema = z.object({ id: z.int(), nome: z.string() });
export type Cidade = z.infer<typeof cidadeSchema>;

export const cepResponse = record(cepResultSchema);
export const cidadeListResponse = list(cidadeSchema);
