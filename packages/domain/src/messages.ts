/**
 * Every Portuguese text of §5 (validation) and §8 (error catalogue), accented, plus the texts of
 * the rules every form shares (asking before leaving unsaved changes, offering a kept draft). No
 * other package writes these strings: they import `MESSAGES`.
 */
export const MESSAGES = {
  login: {
    emailRequired: 'Informe o e-mail',
    passwordRequired: 'Informe a senha',
    invalidCredentials: 'Usuário ou senha incorretos!',
  },
  course: {
    situacaoRequired: 'Informe a situação do curso',
    modulesRequired: 'Informe algum módulo para o curso',
    moduleNameRequired: 'Informe o nome do módulo',
    subjectNameRequired: 'Informe o nome do assunto',
  },
  material: {
    nameRequired: 'Informe o nome do arquivo',
    typeRequired: 'Informe o tipo do arquivo',
    fileRequired: 'Selecione um arquivo',
    fileTypeInvalid: 'Selecione um arquivo de imagem, PDF, MP4 ou MOV',
  },
  image: {
    typeInvalid: 'Selecione uma imagem corretamente!',
    tooLarge: 'Selecione uma imagem com tamanho inferior a 10MB!',
  },
  entity: {
    situacaoRequired: 'Informe a situação da entidade',
    nomeRequired: 'Informe a Razão Social da entidade',
    cnpjInvalid: 'CNPJ ou CPF inválido',
    cepInvalid: 'CEP inválido',
    phoneInvalid: 'Telefone inválido',
  },
  klass: {
    nomeRequired: 'Informe o nome',
    cursoRequired: 'Informe o curso',
    modalidadeRequired: 'Informe a modalidade',
    rangeStartBeforeEnd: 'O horário de início deve ser anterior ao horário de término',
    rangeIncomplete: 'Informe o início e o término do horário',
    rangesOverlap: 'Os horários do dia não podem se sobrepor',
    tooManyRanges: 'Cada dia permite no máximo 3 horários',
    dateRangeInvalid: 'A data de início deve ser anterior à data de término',
  },
  question: {
    tituloRequired: 'Informe o título da questão',
    answersRequired: 'Adicione ao menos uma resposta',
    answerTitleRequired: 'Informe o texto da resposta',
    exactlyOneCorrect: 'Marque exatamente uma resposta correta',
  },
  problem: { tituloRequired: 'Informe o título do problema' },
  category: { nomeRequired: 'Informe o nome da categoria' },
  profile: { nomeRequired: 'Informe o nome do perfil' },
  user: { nomeRequired: 'Informe o nome do usuário', situacaoInvalid: 'Situação inválida' },
  field: {
    required: 'Campo obrigatório',
    /** A value of the wrong shape (a word where a number goes, an unknown option). */
    invalid: 'Valor inválido',
    /** A value another record already holds (a categoria or perfil name, an e-mail, an apelido, a CNPJ). */
    taken: 'Já existe um registro com este valor',
    emailInvalid: 'E-mail inválido',
    cpfInvalid: 'CPF inválido',
    cnpjInvalid: 'CNPJ inválido',
  },
  errors: {
    title: 'Erro',
    generic: 'Houve um problema ao realizar esta operação',
    validationTitle: 'Avisos',
    userModalTitle: 'Houve alguns problemas :/',
    notFound: 'Registro não encontrado',
    forbidden: 'Sem permissão para esta operação',
    sessionExpired: 'Sessão expirada',
  },
  success: {
    title: 'Sucesso',
    text: 'Operação realizada com sucesso',
  },
  confirm: {
    title: 'Aviso',
    text: 'Deseja realmente realizar esta operação?',
    cancel: 'Cancelar',
    deleteMaterial: 'Deseja realmente excluir ?',
    deleteAnswer: 'Deseja realmente excluir a resposta ?',
    removeSubject: 'Deseja remover o assunto?',
    saveBeforeClassify: 'Antes de continuar certifique de ter salvo todas as alterações',
  },
  /** Leaving a form with unsaved changes asks first (link, Back, CANCELAR). */
  unsaved: {
    text: 'Existem alterações não salvas. Deseja realmente sair sem salvar?',
    leave: 'Sair sem salvar',
    stay: 'Continuar editando',
  },
  /**
   * A form's unsaved values kept on this device when the session ended (§4), offered when the
   * form opens again. `offered` is followed by the date and time it was kept.
   */
  draft: {
    title: 'Rascunho não salvo',
    offered: 'Há alterações não salvas deste formulário, guardadas neste dispositivo em',
    restore: 'RESTAURAR',
    discard: 'DESCARTAR',
  },
} as const;

/** The type of {@link MESSAGES}. */
export type Messages = typeof MESSAGES;
