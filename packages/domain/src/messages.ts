import { ACCESS_MESSAGES } from './messages/access.js';
import { AVAILABILITY_MESSAGES } from './messages/availability.js';
import { CONFLICT_MESSAGES } from './messages/conflict.js';
import { ERROR_MESSAGES } from './messages/errors.js';
import { IDEMPOTENCY_MESSAGES } from './messages/idempotency.js';
import { LOGIN_MESSAGES } from './messages/login.js';

/**
 * Every Portuguese text of §5 (validation) and §8 (error catalogue), accented, plus the texts of
 * the rules every form shares (asking before leaving unsaved changes, offering a kept draft). No
 * other package writes these strings: they import `MESSAGES`. The texts the sign-in page needs
 * (`login`, `errors`, `access`, `conflict`) live in modules of their own (`messages/`), so that page's
 * download need not carry the rest.
 */
export const MESSAGES = {
  login: LOGIN_MESSAGES,
  course: {
    situacaoRequired: 'Informe a situação do curso',
    modulesRequired: 'Informe algum módulo para o curso',
    moduleNameRequired: 'Informe o nome do módulo',
    subjectNameRequired: 'Informe o nome do assunto',
    /** An update sending another ID (`apelido`): it is read-only once the course is saved (§2.5). */
    apelidoLocked: 'O ID do curso não pode ser alterado',
    /** The same existing module twice in one save. */
    moduleRepeated: 'Este módulo aparece mais de uma vez no curso',
    /** The same existing subject twice in one save. */
    subjectRepeated: 'Este assunto aparece mais de uma vez no curso',
    /** More subjects in one course than `COURSE_MAX.subjects`. */
    tooManySubjects: 'Um curso pode ter no máximo 2.000 assuntos',
    /** More materials in one course than `COURSE_MAX.materials`. */
    tooManyMaterials: 'Um curso pode ter no máximo 5.000 materiais',
    /**
     * Deleting a course entities offer or questions are classified under asks with this (see
     * `courseDeleteQuestion`); `{links}` is what it holds ('2 entidades, com suas validades, e 21
     * questões classificadas').
     */
    linked:
      'Este curso está vinculado a {links}; excluí-lo apaga esses vínculos, e isso não pode ser desfeito. Deseja realmente excluí-lo?',
  },
  material: {
    nameRequired: 'Informe o nome do arquivo',
    typeRequired: 'Informe o tipo do arquivo',
    fileRequired: 'Selecione um arquivo',
    fileTypeInvalid: 'Selecione um arquivo de imagem, PDF, MP4 ou MOV',
    /** A type that is not the file's (a PDF as Vídeo): `materialTypeFits`. */
    typeMismatch: 'O tipo informado não corresponde ao arquivo escolhido',
    /** SALVAR (or CONFIRMAR) while 'Adicionar material' holds a name or a file not yet added. */
    notAdded:
      'Um material foi preenchido e não adicionado: clique em ADICIONAR, ou apague o nome e o arquivo escolhidos.',
    /** A material over the server's size limit; `{max}` is the limit in MB. */
    tooLarge: 'Selecione um arquivo com tamanho inferior a {max}MB!',
  },
  image: {
    typeInvalid: 'Selecione uma imagem corretamente!',
    tooLarge: 'Selecione uma imagem com tamanho inferior a 10MB!',
    /**
     * A saved `imagem_url` that is not a stored image upload (the server and the mocks refuse it):
     * most often a draft restored after its unsaved upload was cleared away.
     */
    notUploaded: 'Imagem não encontrada. Selecione a imagem novamente.',
  },
  entity: {
    situacaoRequired: 'Informe a situação da entidade',
    nomeRequired: 'Informe a Razão Social da entidade',
    cnpjInvalid: 'CNPJ ou CPF inválido',
    cepInvalid: 'CEP inválido',
    /** An unknown CEP: the address fields keep what they hold (typed, or an earlier lookup's). */
    cepNotFound: 'CEP não encontrado: o endereço abaixo não foi alterado.',
    phoneInvalid: 'Telefone inválido',
    /** A site that is no web address (`javascript:…`, spaces): Hangar's own rule, not §5's. */
    siteInvalid: 'Site inválido: informe um endereço como www.aeroclube.com.br',
    /** Deleting an entity courses are linked to asks with this (see `entityDeleteQuestion`); `{count}` courses. */
    linkedToCourses:
      'Esta entidade está vinculada a {count}, com suas validades; excluí-la apaga esses vínculos, e isso não pode ser desfeito. Deseja realmente excluí-la?',
  },
  klass: {
    nomeRequired: 'Informe o nome',
    cursoRequired: 'Informe o curso',
    modalidadeRequired: 'Informe a modalidade',
    rangeStartBeforeEnd: 'O horário de início deve ser anterior ao de fim',
    rangeIncomplete: 'Informe o início e o fim do horário',
    rangesOverlap: 'Os horários do dia não podem se sobrepor',
    /** At each of two overlapping ranges, beside the day's `rangesOverlap`. */
    rangeOverlapsAnother: 'Este horário se sobrepõe a outro do mesmo dia',
    tooManyRanges: 'Cada dia permite no máximo 3 horários',
    dateRangeInvalid: 'A data de fim deve ser posterior à data de início',
    /** A weekday listed twice in a class's schedule. */
    dayRepeated: 'Este dia da semana já foi informado',
    /** Cancelling a class from its card; `{date}` is today (dd/mm/aaaa). */
    cancelQuestion:
      'A turma passa a constar como cancelada em {date}; seus dados e alunos são mantidos. Deseja cancelar a turma?',
    /** Taking a class's cancellation back. */
    resumeQuestion: 'A turma deixa de constar como cancelada. Deseja reativar a turma?',
    /** Read by a screen reader once a class is cancelled; `{name}` is its name. */
    cancelled: 'Turma cancelada: {name}.',
    /** Read by a screen reader once a cancellation is taken back. */
    resumed: 'Turma reativada: {name}.',
  },
  question: {
    tituloRequired: 'Informe o título da questão',
    answersRequired: 'Adicione ao menos uma resposta',
    answerTitleRequired: 'Informe o texto da resposta',
    exactlyOneCorrect: 'Marque exatamente uma resposta correta',
    /** SALVAR while an answer is typed and not added, or edited and not confirmed. */
    answerNotAdded:
      'Há uma resposta digitada e não adicionada: clique em ADICIONAR RESPOSTA (ou confirme a edição), ou apague o texto.',
    /** The classification's Problema step for someone who may not change problems (`mayLinkQuestionProblems`). */
    problemsKept:
      'Você não tem permissão para alterar problemas: os problemas desta questão ficam como estão.',
    /** The Problema step of a question linked to more problems than the one it shows; `{titulos}` names them. */
    otherProblemsKept:
      'Esta questão também está vinculada, pelo cadastro de problemas, a: {titulos}. Esses vínculos ficam como estão, a menos que você marque que não há problema.',
    /** FINALIZAR refused because the question changed since the wizard opened (409); the next one saves. */
    classificationStale:
      'Esta questão foi alterada depois que você abriu a classificação (por outra pessoa ou em outra aba). Suas escolhas foram mantidas: FINALIZAR de novo as salva no lugar da versão atual.',
    /** Removing a subject on the question form refused because the question changed since it opened (409). */
    subjectRemovalStale:
      'Esta questão foi alterada depois que você a abriu (por outra pessoa ou em outra aba), e o assunto não foi removido. A classificação mostrada agora é a atual: remova o assunto de novo, se ainda for o caso.',
  },
  problem: { tituloRequired: 'Informe o título do problema' },
  category: { nomeRequired: 'Informe o nome da categoria' },
  profile: {
    nomeRequired: 'Informe o nome do perfil',
    /** Deleting a profile users hold asks with this (see `profileDeleteQuestion`); `{count}` users. */
    inUse: 'Este perfil está atribuído a {count}. Deseja realmente excluí-lo?',
  },
  user: {
    nomeRequired: 'Informe o nome do usuário',
    situacaoInvalid: 'Situação inválida',
    /** Changing your own e-mail or password without your current password. */
    currentPasswordRequired: 'Informe a sua senha atual para trocar o seu e-mail ou a sua senha',
    /** The current password given does not match. */
    currentPasswordWrong: 'Senha atual incorreta',
  },
  access: ACCESS_MESSAGES,
  conflict: CONFLICT_MESSAGES,
  /**
   * A value another record already holds, said of the record it clashes with (a first-day probe
   * read the generic `field.taken`'s 'registro' and 'valor' as database words).
   */
  taken: {
    category: 'Já existe uma categoria com este nome',
    profile: 'Já existe um perfil com este nome',
    course: 'Já existe um curso com este ID',
    user: 'Este e-mail já está em uso por outro usuário',
    entity: 'Já existe uma entidade com este CNPJ/CPF',
  },
  field: {
    required: 'Campo obrigatório',
    /** A value of the wrong shape (a word where a number goes, an unknown option). */
    invalid: 'Valor inválido',
    /**
     * A chosen record that does not exist (deleted since the form loaded its options, most
     * likely): one choice (a select), and one of several (checkboxes, tags, a linked list).
     */
    gone: 'A opção escolhida não existe mais (foi excluída); escolha outra.',
    oneGone: 'Uma das opções escolhidas não existe mais (foi excluída); tire-a e salve de novo.',
    /** A value another record already holds, where no `taken` text names the record. */
    taken: 'Já existe um registro com este valor',
    emailInvalid: 'E-mail inválido',
    cpfInvalid: 'CPF inválido',
    cnpjInvalid: 'CNPJ inválido',
    /** A text over its maximum; `{max}` is replaced by `maxLengthMessage`. */
    tooLong: 'Use no máximo {max} caracteres',
    /** A text under its minimum (a password); `{min}` is replaced by `minLengthMessage`. */
    tooShort: 'Use no mínimo {min} caracteres',
  },
  errors: ERROR_MESSAGES,
  idempotency: IDEMPOTENCY_MESSAGES,
  /** Requests the server cannot read at all (answered to other apps; the back-office never sends them). */
  request: {
    /** A body over the server's limit (413); `{max}` is the limit in MB. */
    tooLarge: 'Os dados enviados passam do limite de {max} MB.',
    /** A JSON body of more values than the server reads (413); `{max}` is the limit, written out. */
    tooManyValues: 'Os dados enviados passam do limite de {max} valores.',
    /** An address or headers over what the server reads (431). */
    headersTooLarge: 'O endereço ou os cabeçalhos da requisição passam do limite do servidor.',
    /** A request that took too long to arrive (408). */
    timeout: 'A requisição demorou demais para chegar ao servidor. Tente novamente.',
    /** Bytes the server cannot read as an HTTP request (400). */
    unreadable: 'O servidor não conseguiu ler a requisição.',
    /** A body in a format the operation does not take (415). */
    unsupportedType: 'Formato de dados não aceito: envie JSON (Content-Type: application/json).',
    /** The server cannot reach its database (503; `GET /api/health` says the same). */
    databaseUnavailable: AVAILABILITY_MESSAGES.databaseUnavailable,
    /**
     * A token request from a client the server does not know, or with a wrong secret (401): a
     * developer's misconfiguration, not the user's password (the app's sign-in still shows §8's
     * 'Usuário ou senha incorretos!' for any 401).
     */
    unknownClient: 'Aplicativo cliente não reconhecido: confira client_id e client_secret.',
  },
  success: {
    title: 'Sucesso',
    text: 'Operação realizada com sucesso',
    /** Read by a screen reader once a row is deleted (the row just vanishes on screen); `{name}` is the row's name. */
    deleted: 'Exclusão concluída: {name}.',
  },
  confirm: {
    title: 'Aviso',
    text: 'Deseja realmente realizar esta operação?',
    cancel: 'Cancelar',
    deleteMaterial: 'Deseja realmente excluir?',
    deleteAnswer: 'Deseja realmente excluir a resposta?',
    removeSubject: 'Deseja remover o assunto?',
    /**
     * Removing a subject questions are classified under (see `subjectRemoveQuestion`): `{count}`
     * the questions, `{lose}` 'ela perde' or 'elas perdem'.
     */
    removeClassifiedSubject:
      'Este assunto classifica {count}: ao salvar o curso sem ele, {lose} essa classificação. Deseja remover o assunto?',
    /** The same for a module (its questions, and its subjects'): see `moduleRemoveQuestion`. */
    removeClassifiedModule:
      'Este módulo classifica {count}, nele ou em seus assuntos: ao salvar o curso sem ele, {lose} essa classificação. Deseja realmente realizar esta operação?',
    /** Unlinking a question from a problem (§2.6, 'Questões Vinculadas'). */
    unlinkQuestion: 'Deseja remover a questão vinculada?',
    saveBeforeClassify: 'Antes de continuar certifique de ter salvo todas as alterações',
  },
  /**
   * A screen that could not be drawn: its code did not load (the app was updated since the tab
   * opened, or the network dropped) or it failed while drawing. Reloading the page fixes the first.
   */
  screen: {
    failedTitle: 'Não foi possível abrir esta tela',
    failed:
      'Uma parte do Hangar não pôde ser carregada, talvez por uma atualização ou pela conexão. Recarregue a página para tentar de novo.',
    reload: 'Recarregar a página',
    /** On the dashboard, when the route guard sent the user there from `{path}` (§2.1). */
    deniedTitle: 'Acesso negado',
    denied: 'Seu perfil não tem permissão para abrir a página {path}.',
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
  /**
   * Optimistic concurrency: a save sent from a copy of the record that someone else changed
   * since it was loaded is refused (409) and nothing is written; the form keeps what was typed.
   */
  concurrency: {
    /** The name of the notice a stale save shows on the form. */
    title: 'Registro alterado depois que você o abriu',
    stale:
      'Este registro foi alterado depois que você o abriu (por outra pessoa ou em outra aba). Seus dados foram mantidos; confira a versão atual antes de salvar.',
    /** The form's offer to see the other person's version (in a new tab; what was typed stays). */
    showCurrent: 'VER VERSÃO ATUAL',
    /** After it: the fields the user left alone took the other version's values. */
    merged:
      'Os campos que você não alterou agora mostram a versão atual; os que você alterou continuam como você deixou.',
  },
} as const;

/**
 * The question before deleting a profile: how many users hold it, or the plain question when
 * none (or the count is unknown).
 * @example profileDeleteQuestion(2) // 'Este perfil está atribuído a 2 usuários. Deseja realmente excluí-lo?'
 */
export function profileDeleteQuestion(usuarios: number | null | undefined): string {
  if (!usuarios) return MESSAGES.confirm.text;
  return MESSAGES.profile.inUse.replace('{count}', usuarios === 1 ? '1 usuário' : `${usuarios} usuários`);
}

/**
 * The question before deleting an entity: how many courses are linked to it (the links, with
 * their validity dates, go with it, and no screen writes them), or the plain question when none
 * (or the count is unknown).
 * @example entityDeleteQuestion(3) // 'Esta entidade está vinculada a 3 cursos, com suas validades; …'
 */
export function entityDeleteQuestion(cursos: number | null | undefined): string {
  if (!cursos) return MESSAGES.confirm.text;
  return MESSAGES.entity.linkedToCourses.replace('{count}', cursos === 1 ? '1 curso' : `${cursos} cursos`);
}

/**
 * The question before deleting a course: how many entities offer it (their links, with validity
 * dates, go with it) and how many questions are classified under it (their classification under
 * it, its modules and subjects goes too), or the plain question when none (or unknown).
 * @example courseDeleteQuestion(1, 21) // 'Este curso está vinculado a 1 entidade, com sua validade, e a 21 questões classificadas; …'
 */
export function courseDeleteQuestion(
  entidades: number | null | undefined,
  questoes: number | null | undefined,
): string {
  const links = [
    entidades
      ? entidades === 1
        ? '1 entidade, com sua validade'
        : `${entidades} entidades, com suas validades`
      : null,
    questoes ? (questoes === 1 ? '1 questão classificada' : `${questoes} questões classificadas`) : null,
  ].filter((part) => part !== null);
  if (links.length === 0) return MESSAGES.confirm.text;
  return MESSAGES.course.linked.replace('{links}', links.join(', e a '));
}

/**
 * Why a course cannot be deleted, said before asking: classes belong to it (the server refuses
 * that delete with the same message, §8's 409); null when none do (or the count is unknown).
 * @example courseDeleteRefusal(2) // 'Este curso possui turmas e não pode ser excluído. Exclua as turmas dele antes.'
 */
export function courseDeleteRefusal(turmas: number | null | undefined): string | null {
  return turmas ? MESSAGES.conflict.courseHasClasses : null;
}

function classifiedQuestion(template: string, questoes: number): string {
  return template
    .replace('{count}', questoes === 1 ? '1 questão' : `${questoes} questões`)
    .replace('{lose}', questoes === 1 ? 'ela perde' : 'elas perdem');
}

/**
 * The question before removing a subject in the course form: how many questions are classified
 * under it (a save without it takes their classification under it), or §2.5's plain question.
 * @example subjectRemoveQuestion(11) // 'Este assunto classifica 11 questões: ao salvar o curso sem ele, elas perdem essa classificação. …'
 */
export function subjectRemoveQuestion(questoes: number | null | undefined): string {
  if (!questoes) return MESSAGES.confirm.removeSubject;
  return classifiedQuestion(MESSAGES.confirm.removeClassifiedSubject, questoes);
}

/**
 * The question before removing a module in the course form: how many questions are classified
 * under it or one of its subjects, or the plain question.
 * @example moduleRemoveQuestion(1) // 'Este módulo classifica 1 questão, nele ou em seus assuntos: …'
 */
export function moduleRemoveQuestion(questoes: number | null | undefined): string {
  if (!questoes) return MESSAGES.confirm.text;
  return classifiedQuestion(MESSAGES.confirm.removeClassifiedModule, questoes);
}

/** The type of {@link MESSAGES}. */
export type Messages = typeof MESSAGES;
