/**
 * The fields of an update body a test does not look at, each sent as "none". A PUT replaces the
 * record, so every field is sent (`replacingBody`): these keep the tests' bodies short. Spread
 * them first, so the fields a test names win.
 */
export const CURSO_REST = {
  qualificacao: null,
  tipo: null,
  descricao: null,
  modalidade_id: null,
  imagem_url: null,
  categorias: [] as number[],
  curso_id: null,
  permite_sem_homologacao: false,
};
export const QUESTAO_REST = { descricao: null, ativo: 1 as const };
export const PROBLEMA_REST = { descricao: null, arquivos: [] as never[], questoes: [] as number[] };
export const TENANT_REST = {
  nome_fantasia: null,
  cnpj: null,
  codigo_anac: null,
  email: null,
  site: null,
  contato: null,
  endereco: null,
  administrador: null,
};
export const TURMA_REST = {
  tipo_curso_id: null,
  data_inicio: null,
  data_fim: null,
  categoria: null,
  data_cancelamento: null,
  calendarios: [] as never[],
};
export const PERFIL_REST = { permissoes: [] as number[] };
export const USUARIO_REST = { perfis: [] as number[], situacao: null, imagem_url: null };
