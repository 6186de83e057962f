/** CEP (postal code) lookup, behind an interface: an offline fixture set or a public HTTP service. */

/** The answer of `GET /api/cep/:cep` (ids: `estado_id` of ESTADOS, `cidade_id` the IBGE code). */
export interface CepResult {
  estado_id: number;
  cidade_id: number;
  logradouro: string;
  complemento: string;
  bairro: string;
}

export interface CepProvider {
  /** `cep` has exactly 8 digits. Null when the CEP does not exist. */
  lookup(cep: string): Promise<CepResult | null>;
}
