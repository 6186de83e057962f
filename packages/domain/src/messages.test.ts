import { describe, expect, it } from 'vitest';
import { LOGIN_MESSAGES } from './messages/login.js';
import {
  courseDeleteQuestion,
  courseDeleteRefusal,
  entityDeleteQuestion,
  MESSAGES,
  moduleRemoveQuestion,
  profileDeleteQuestion,
  subjectRemoveQuestion,
} from './messages.js';

describe('MESSAGES', () => {
  it('holds the texts of §5 and §8 with correct accents', () => {
    expect(MESSAGES.login).toEqual({
      emailRequired: 'Informe o e-mail',
      passwordRequired: 'Informe a senha',
      invalidCredentials: 'Usuário ou senha incorretos!',
      throttled: 'Muitas tentativas de acesso sem sucesso. Aguarde alguns minutos e tente novamente.',
      sessionEnded: 'Sua sessão foi encerrada. Entre novamente.',
    });
    expect(MESSAGES.course).toEqual({
      situacaoRequired: 'Informe a situação do curso',
      modulesRequired: 'Informe algum módulo para o curso',
      moduleNameRequired: 'Informe o nome do módulo',
      subjectNameRequired: 'Informe o nome do assunto',
      apelidoLocked: 'O ID do curso não pode ser alterado',
      moduleRepeated: 'Este módulo aparece mais de uma vez no curso',
      subjectRepeated: 'Este assunto aparece mais de uma vez no curso',
      tooManySubjects: 'Um curso pode ter no máximo 2.000 assuntos',
      tooManyMaterials: 'Um curso pode ter no máximo 5.000 materiais',
      linked:
        'Este curso está vinculado a {links}; excluí-lo apaga esses vínculos, e isso não pode ser desfeito. Deseja realmente excluí-lo?',
    });
    expect(MESSAGES.material.nameRequired).toBe('Informe o nome do arquivo');
    expect(MESSAGES.material.typeRequired).toBe('Informe o tipo do arquivo');
    expect(MESSAGES.image).toEqual({
      typeInvalid: 'Selecione uma imagem corretamente!',
      tooLarge: 'Selecione uma imagem com tamanho inferior a 10MB!',
      notUploaded: 'Imagem não encontrada. Selecione a imagem novamente.',
    });
    expect(MESSAGES.entity.situacaoRequired).toBe('Informe a situação da entidade');
    expect(MESSAGES.entity.nomeRequired).toBe('Informe a Razão Social da entidade');
    expect(MESSAGES.klass.nomeRequired).toBe('Informe o nome');
    expect(MESSAGES.klass.cursoRequired).toBe('Informe o curso');
    expect(MESSAGES.klass.modalidadeRequired).toBe('Informe a modalidade');
    expect(MESSAGES.errors.generic).toBe('Houve um problema ao realizar esta operação');
    expect(MESSAGES.errors.title).toBe('Erro');
    expect(MESSAGES.errors.validationTitle).toBe('Avisos');
    expect(MESSAGES.errors.userModalTitle).toBe('Houve alguns problemas :/');
    expect(MESSAGES.user).toEqual({
      nomeRequired: 'Informe o nome do usuário',
      situacaoInvalid: 'Situação inválida',
      currentPasswordRequired: 'Informe a sua senha atual para trocar o seu e-mail ou a sua senha',
      currentPasswordWrong: 'Senha atual incorreta',
    });
    expect(MESSAGES.errors.notFound).toBe('Registro não encontrado');
    expect(MESSAGES.errors.forbidden).toBe('Sem permissão para esta operação');
    expect(MESSAGES.errors.unreachableTitle).toBe('Sem conexão');
    expect(MESSAGES.errors.kept).toBe('O que você preencheu foi mantido.');
    expect(MESSAGES.errors.sessionExpired).toBe('Sessão expirada');
    expect(MESSAGES.errors.userLoadFailed).toBe('Não foi possível carregar seus dados');
    expect(MESSAGES.errors.retry).toBe('Tentar novamente');
    expect(MESSAGES.success).toEqual({
      title: 'Sucesso',
      text: 'Operação realizada com sucesso',
      deleted: 'Exclusão concluída: {name}.',
    });
    expect(MESSAGES.confirm).toMatchObject({
      title: 'Aviso',
      text: 'Deseja realmente realizar esta operação?',
      cancel: 'Cancelar',
      deleteMaterial: 'Deseja realmente excluir?',
      deleteAnswer: 'Deseja realmente excluir a resposta?',
      removeSubject: 'Deseja remover o assunto?',
      removeClassifiedSubject:
        'Este assunto classifica {count}: ao salvar o curso sem ele, {lose} essa classificação. Deseja remover o assunto?',
      removeClassifiedModule:
        'Este módulo classifica {count}, nele ou em seus assuntos: ao salvar o curso sem ele, {lose} essa classificação. Deseja realmente realizar esta operação?',
      unlinkQuestion: 'Deseja remover a questão vinculada?',
      saveBeforeClassify: 'Antes de continuar certifique de ter salvo todas as alterações',
    });
    expect(MESSAGES.taken).toEqual({
      category: 'Já existe uma categoria com este nome',
      profile: 'Já existe um perfil com este nome',
      course: 'Já existe um curso com este ID',
      user: 'Este e-mail já está em uso por outro usuário',
      entity: 'Já existe uma entidade com este CNPJ/CPF',
    });
    expect(MESSAGES.field).toEqual({
      required: 'Campo obrigatório',
      invalid: 'Valor inválido',
      gone: 'A opção escolhida não existe mais (foi excluída); escolha outra.',
      oneGone: 'Uma das opções escolhidas não existe mais (foi excluída); tire-a e salve de novo.',
      taken: 'Já existe um registro com este valor',
      emailInvalid: 'E-mail inválido',
      cpfInvalid: 'CPF inválido',
      cnpjInvalid: 'CNPJ inválido',
      tooLong: 'Use no máximo {max} caracteres',
      tooShort: 'Use no mínimo {min} caracteres',
    });
    expect(MESSAGES.screen).toEqual({
      failedTitle: 'Não foi possível abrir esta tela',
      failed:
        'Uma parte do Hangar não pôde ser carregada, talvez por uma atualização ou pela conexão. Recarregue a página para tentar de novo.',
      reload: 'Recarregar a página',
      deniedTitle: 'Acesso negado',
      denied: 'Seu perfil não tem permissão para abrir a página {path}.',
    });
    expect(MESSAGES.unsaved).toEqual({
      text: 'Existem alterações não salvas. Deseja realmente sair sem salvar?',
      leave: 'Sair sem salvar',
      stay: 'Continuar editando',
    });
    expect(MESSAGES.draft).toEqual({
      title: 'Rascunho não salvo',
      offered: 'Há alterações não salvas deste formulário, guardadas neste dispositivo em',
      restore: 'RESTAURAR',
      discard: 'DESCARTAR',
    });
    expect(MESSAGES.request).toEqual({
      tooLarge: 'Os dados enviados passam do limite de {max} MB.',
      tooManyValues: 'Os dados enviados passam do limite de {max} valores.',
      unsupportedType: 'Formato de dados não aceito: envie JSON (Content-Type: application/json).',
      databaseUnavailable: 'O servidor está sem acesso ao banco de dados. Tente novamente em instantes.',
      unknownClient: 'Aplicativo cliente não reconhecido: confira client_id e client_secret.',
      headersTooLarge: 'O endereço ou os cabeçalhos da requisição passam do limite do servidor.',
      timeout: 'A requisição demorou demais para chegar ao servidor. Tente novamente.',
      unreadable: 'O servidor não conseguiu ler a requisição.',
    });
    expect(MESSAGES.idempotency).toEqual({
      reused: 'Esta chave de envio já foi usada com outros dados.',
      inProgress: 'Este envio ainda está em andamento. Aguarde um instante e tente novamente.',
      madeBefore:
        'O envio anterior, cuja resposta não chegou, já criou este registro com os dados daquele momento. O que você alterou depois não foi salvo e continua no formulário: abra o registro pela lista para aplicar.',
    });
    expect(MESSAGES.concurrency).toEqual({
      title: 'Registro alterado depois que você o abriu',
      stale:
        'Este registro foi alterado depois que você o abriu (por outra pessoa ou em outra aba). Seus dados foram mantidos; confira a versão atual antes de salvar.',
      showCurrent: 'VER VERSÃO ATUAL',
      merged:
        'Os campos que você não alterou agora mostram a versão atual; os que você alterou continuam como você deixou.',
    });
  });

  it('has exactly these groups', () => {
    expect(Object.keys(MESSAGES)).toEqual([
      'login',
      'course',
      'material',
      'image',
      'entity',
      'klass',
      'question',
      'problem',
      'category',
      'profile',
      'user',
      'access',
      'conflict',
      'taken',
      'field',
      'errors',
      'idempotency',
      'request',
      'success',
      'confirm',
      'screen',
      'unsaved',
      'draft',
      'concurrency',
    ]);
  });

  it('holds the sign-in texts as the very objects the sign-in page imports on their own', () => {
    expect(MESSAGES.login).toBe(LOGIN_MESSAGES);
  });

  it('never drops the accents the spec drops', () => {
    const all = Object.values(MESSAGES)
      .flatMap((group) => Object.values(group))
      .join('\n');
    for (const unaccented of [
      'operacao',
      'Usuario',
      'situacao',
      'modulo ',
      'Razao',
      'alteracoes',
      'Sessao',
      'invalido',
      'nao salv',
      'Ja existe',
    ]) {
      expect(all).not.toContain(unaccented);
    }
  });

  it('asks before deleting a profile with how many users hold it', () => {
    expect(profileDeleteQuestion(0)).toBe(MESSAGES.confirm.text);
    expect(profileDeleteQuestion(undefined)).toBe(MESSAGES.confirm.text);
    expect(profileDeleteQuestion(1)).toBe(
      'Este perfil está atribuído a 1 usuário. Deseja realmente excluí-lo?',
    );
    expect(profileDeleteQuestion(3)).toBe(
      'Este perfil está atribuído a 3 usuários. Deseja realmente excluí-lo?',
    );
  });

  it('asks before removing a subject or module questions are classified under, with how many', () => {
    expect(subjectRemoveQuestion(0)).toBe(MESSAGES.confirm.removeSubject);
    expect(moduleRemoveQuestion(undefined)).toBe(MESSAGES.confirm.text);
    expect(subjectRemoveQuestion(1)).toBe(
      'Este assunto classifica 1 questão: ao salvar o curso sem ele, ela perde essa classificação. Deseja remover o assunto?',
    );
    expect(subjectRemoveQuestion(11)).toMatch(/^Este assunto classifica 11 questões: .*, elas perdem /);
    expect(moduleRemoveQuestion(3)).toMatch(/^Este módulo classifica 3 questões, nele ou em seus assuntos: /);
  });

  it('asks before deleting a course with what goes with it: entities and classified questions', () => {
    expect(courseDeleteQuestion(0, 0)).toBe(MESSAGES.confirm.text);
    expect(courseDeleteQuestion(undefined, undefined)).toBe(MESSAGES.confirm.text);
  });

  it('refuses deleting a course that classes belong to before asking', () => {
    expect(courseDeleteRefusal(2)).toBe(MESSAGES.conflict.courseHasClasses);
    expect(courseDeleteRefusal(0)).toBeNull();
    expect(courseDeleteRefusal(undefined)).toBeNull();
    expect(courseDeleteQuestion(1, 21)).toBe(
      'Este curso está vinculado a 1 entidade, com sua validade, e a 21 questões classificadas; excluí-lo apaga esses vínculos, e isso não pode ser desfeito. Deseja realmente excluí-lo?',
    );
    expect(courseDeleteQuestion(2, 0)).toMatch(
      /^Este curso está vinculado a 2 entidades, com suas validades; /,
    );
    expect(courseDeleteQuestion(0, 1)).toMatch(/^Este curso está vinculado a 1 questão classificada; /);
  });

  it('asks before deleting an entity with how many courses are linked to it', () => {
    expect(entityDeleteQuestion(0)).toBe(MESSAGES.confirm.text);
    expect(entityDeleteQuestion(undefined)).toBe(MESSAGES.confirm.text);
    expect(entityDeleteQuestion(1)).toBe(
      'Esta entidade está vinculada a 1 curso, com suas validades; excluí-la apaga esses vínculos, e isso não pode ser desfeito. Deseja realmente excluí-la?',
    );
    expect(entityDeleteQuestion(3)).toMatch(/^Esta entidade está vinculada a 3 cursos, /);
  });
});
