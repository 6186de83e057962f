import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.js';
import { markedDeleted } from '../ordering/ordering.js';
import {
  COURSE_MAX,
  validateApelidoKept,
  validateCourse,
  validateCourseImage,
  validateMaterial,
  validateModule,
  validateSubject,
} from './course.js';
import { isValidEmail, isValidSite, validateEntity } from './entity.js';
import {
  isAcceptedImage,
  isAcceptedMaterial,
  isImageSizeAccepted,
  MATERIAL_TYPE,
  materialTypeFits,
  materialTypeOf,
  mayHoldMaterialType,
} from './files.js';
import { validateClass } from './klass.js';
import { addAnswer, markCorrect, moveAnswer, removeAnswer, validateQuestion } from './question.js';
import {
  needsCurrentPassword,
  validateCategory,
  validateProblem,
  validateProfile,
  validateUser,
} from './simple.js';

const MB = 1024 * 1024;

describe('course (§5)', () => {
  it('situacao and at least one module', () => {
    expect(validateCourse({})).toEqual({
      situacao: ['Informe a situação do curso'],
      modulos: ['Informe algum módulo para o curso'],
    });
    expect(validateCourse({ situacao: 'Ativo', modulos: [{ nome: 'M', deleted_at: '2026-01-01' }] })).toEqual(
      {
        modulos: ['Informe algum módulo para o curso'],
      },
    );
  });

  it('at most COURSE_MAX subjects and materials in all, removed ones aside', () => {
    const material = { nome: 'a', tipo_arquivo_id: 1 };
    const modulo = (subjects: number, materials = 0, extra = {}) => ({
      nome: 'M',
      assuntos: Array.from({ length: subjects }, () => ({
        nome: 'A',
        arquivos: Array.from({ length: materials }, () => material),
      })),
      ...extra,
    });
    const atLimit = Array.from({ length: 4 }, () => modulo(COURSE_MAX.subjects / 4));
    expect(validateCourse({ situacao: 'Ativo', modulos: atLimit })).toEqual({});
    expect(validateCourse({ situacao: 'Ativo', modulos: [...atLimit, modulo(1)] })).toEqual({
      modulos: [MESSAGES.course.tooManySubjects],
    });
    expect(
      validateCourse({
        situacao: 'Ativo',
        modulos: [...atLimit, modulo(5, 0, { deleted_at: '2026-01-01' })],
      }),
    ).toEqual({});
    expect(validateCourse({ situacao: 'Ativo', modulos: [modulo(50, 100), modulo(1, 1)] })).toEqual({
      modulos: [MESSAGES.course.tooManyMaterials],
    });
    expect(MESSAGES.course.tooManySubjects).toContain(COURSE_MAX.subjects.toLocaleString('pt-BR'));
    expect(MESSAGES.course.tooManyMaterials).toContain(COURSE_MAX.materials.toLocaleString('pt-BR'));
  });

  it('module and subject titles, keyed by wire index; removed ones skipped', () => {
    expect(
      validateCourse({
        situacao: 'Ativo',
        modulos: [
          { nome: '', assuntos: [{ nome: 'ok' }, { nome: ' ' }, { nome: '', deleted_at: 'x' }] },
          { nome: '', deleted_at: '2026-01-01', assuntos: [{ nome: '' }] },
          { nome: 'ok' },
        ],
      }),
    ).toEqual({
      'modulos.0.nome': ['Informe o nome do módulo'],
      'modulos.0.assuntos.1.nome': ['Informe o nome do assunto'],
    });
    expect(validateModule({ nome: 'Motores' })).toEqual({});
    expect(validateSubject({ nome: null })).toEqual({ nome: ['Informe o nome do assunto'] });
  });

  it('one removal marker: true or a non-blank text removes; false, blank and whitespace keep', () => {
    for (const deleted_at of [true, 'x', '2026-01-01T00:00:00.000Z']) {
      expect(markedDeleted({ deleted_at })).toBe(true);
    }
    for (const deleted_at of [false, null, undefined, '', '  ']) {
      expect(markedDeleted({ deleted_at })).toBe(false);
    }
    expect(
      validateCourse({
        situacao: 'Ativo',
        modulos: [{ nome: '', deleted_at: false, assuntos: [{ nome: ' ', deleted_at: '  ' }] }],
      }),
    ).toEqual({
      'modulos.0.nome': ['Informe o nome do módulo'],
      'modulos.0.assuntos.0.nome': ['Informe o nome do assunto'],
    });
  });

  it('materials of kept subjects need a name and a type', () => {
    expect(
      validateCourse({
        situacao: 'Ativo',
        modulos: [
          {
            nome: 'M',
            assuntos: [{ nome: 'A', arquivos: [{ nome: 'ok', tipo_arquivo_id: 1 }, { nome: ' ' }] }],
          },
          { nome: 'R', deleted_at: 'x', assuntos: [{ nome: 'A', arquivos: [{ nome: '' }] }] },
        ],
      }),
    ).toEqual({
      'modulos.0.assuntos.0.arquivos.1.nome': ['Informe o nome do arquivo'],
      'modulos.0.assuntos.0.arquivos.1.tipo_arquivo_id': ['Informe o tipo do arquivo'],
    });
    expect(validateProblem({ titulo: 'P', arquivos: [{ nome: '', tipo_arquivo_id: 1 }] })).toEqual({
      'arquivos.0.nome': ['Informe o nome do arquivo'],
    });
  });

  it('an existing module or subject sent twice is refused at its second place', () => {
    expect(
      validateCourse({
        situacao: 'Ativo',
        modulos: [
          { id: 1, nome: 'A', assuntos: [{ id: 5, nome: 'a' }] },
          { id: 'tmp-1', nome: 'B', assuntos: [{ id: 5, nome: 'b' }] },
          { id: 1, nome: 'C' },
          { id: 'tmp-1', nome: 'D' },
        ],
      }),
    ).toEqual({
      'modulos.1.assuntos.0.id': [MESSAGES.course.subjectRepeated],
      'modulos.2.id': [MESSAGES.course.moduleRepeated],
    });
  });

  it('the apelido of a saved course is kept (spaces aside)', () => {
    expect(validateApelidoKept('PP-1', ' PP-1 ')).toEqual({});
    expect(validateApelidoKept('PP-1', 'pp-2')).toEqual({ apelido: [MESSAGES.course.apelidoLocked] });
  });

  it('material: name, type, a file of an accepted kind', () => {
    expect(validateMaterial({})).toEqual({
      nome: ['Informe o nome do arquivo'],
      tipo_arquivo_id: ['Informe o tipo do arquivo'],
      file: ['Selecione um arquivo'],
    });
    expect(
      validateMaterial({
        nome: 'a',
        tipo_arquivo_id: 1,
        file: { name: 'a.zip', type: 'application/zip', size: 1 },
      }),
    ).toEqual({ file: ['Selecione um arquivo de imagem, PDF, MP4 ou MOV'] });
    expect(validateMaterial({ nome: 'a', tipo_arquivo_id: 0, arquivo_id: 3 })).toEqual({});
  });

  it('material kinds: images, PDF, mp4, mov', () => {
    expect(isAcceptedMaterial({ name: 'a.png', type: 'image/png' })).toBe(true);
    expect(isAcceptedMaterial({ name: 'a.pdf', type: 'application/pdf' })).toBe(true);
    expect(isAcceptedMaterial({ name: 'a.mp4', type: 'video/mp4' })).toBe(true);
    expect(isAcceptedMaterial({ name: 'a.mov', type: 'video/quicktime' })).toBe(true);
    expect(isAcceptedMaterial({ name: 'a.MOV', type: '' })).toBe(true);
    expect(isAcceptedMaterial({ name: 'a.pdf', type: '' })).toBe(true);
    expect(isAcceptedMaterial({ name: 'a.webp', type: '' })).toBe(true);
    expect(isAcceptedMaterial({ name: 'a.mp4', type: '' })).toBe(true);
    expect(isAcceptedMaterial({ name: 'a.avi', type: 'video/x-msvideo' })).toBe(false);
    expect(isAcceptedMaterial({ name: 'noext', type: '' })).toBe(false);
  });

  it("a material's type is its file's: a PDF is no Vídeo (an attacker probe saved one)", () => {
    const pdf = { name: 'apostila.pdf', type: 'application/pdf', size: 1 };
    expect(materialTypeOf(pdf)).toBe(MATERIAL_TYPE.pdf);
    expect(materialTypeOf({ name: 'aula.MOV', type: '' })).toBe(MATERIAL_TYPE.video);
    expect(materialTypeOf({ name: 'aula.mp4', type: '' })).toBe(MATERIAL_TYPE.video);
    expect(materialTypeOf({ name: 'carta.png', type: 'image/png' })).toBe(MATERIAL_TYPE.image);
    expect(materialTypeOf({ name: 'x.zip', type: 'application/zip' })).toBeNull();
    expect(materialTypeFits(1, pdf)).toBe(true);
    expect(materialTypeFits('2', pdf)).toBe(false);
    expect(materialTypeFits(3, pdf)).toBe(false);
    // A type the rule does not know, or a file of no known type, is not judged.
    expect(materialTypeFits(9, pdf)).toBe(true);
    expect(materialTypeFits(2, { name: 'x.zip', type: 'application/zip' })).toBe(true);
    expect(validateMaterial({ nome: 'Apostila', tipo_arquivo_id: 2, file: pdf })).toEqual({
      tipo_arquivo_id: [MESSAGES.material.typeMismatch],
    });
    expect(validateMaterial({ nome: 'Apostila', tipo_arquivo_id: 1, file: pdf })).toEqual({});
  });

  it('a save judges a new material or a changed type only: a type held on the record passes', () => {
    expect(mayHoldMaterialType(MATERIAL_TYPE.video, 'application/pdf', [])).toBe(false);
    expect(mayHoldMaterialType(MATERIAL_TYPE.video, 'application/pdf', [MATERIAL_TYPE.video])).toBe(true);
    expect(mayHoldMaterialType(MATERIAL_TYPE.image, 'application/pdf', [MATERIAL_TYPE.video])).toBe(false);
    expect(mayHoldMaterialType(MATERIAL_TYPE.pdf, 'application/pdf', [])).toBe(true);
  });

  it('course image: jpeg/png/gif under 10 MB', () => {
    expect(validateCourseImage({ name: 'a.jpg', type: 'image/jpeg', size: 2 * MB })).toEqual({});
    expect(validateCourseImage({ name: 'a.gif', type: '', size: 1 })).toEqual({});
    expect(validateCourseImage({ name: 'a.webp', type: 'image/webp', size: 1 })).toEqual({
      avatar: ['Selecione uma imagem corretamente!'],
    });
    expect(validateCourseImage({ name: 'a.png', type: 'image/png', size: 10 * MB })).toEqual({
      avatar: ['Selecione uma imagem com tamanho inferior a 10MB!'],
    });
    expect(isAcceptedImage({ name: 'x.PNG', type: '' })).toBe(true);
    expect(isImageSizeAccepted({ size: 10 * MB - 1 })).toBe(true);
  });
});

describe('entity (§5)', () => {
  it('situacao and Razão Social required', () => {
    expect(validateEntity({})).toEqual({
      situacao: ['Informe a situação da entidade'],
      nome: ['Informe a Razão Social da entidade'],
    });
  });

  it('checks filled documents and contacts', () => {
    expect(
      validateEntity({
        situacao: 'Ativo',
        nome: 'Aeroclube',
        cnpj: '11.222.333/0001-82',
        email: 'x',
        site: 'javascript:alert(1)',
        contato: '123',
        endereco: { cep: '123' },
        administrador: { email: 'y@' },
      }),
    ).toEqual({
      cnpj: ['CNPJ ou CPF inválido'],
      email: ['E-mail inválido'],
      site: ['Site inválido: informe um endereço como www.aeroclube.com.br'],
      contato: ['Telefone inválido'],
      'endereco.cep': ['CEP inválido'],
      'administrador.email': ['E-mail inválido'],
    });
    expect(
      validateEntity({
        situacao: 'Ativo',
        nome: 'Aeroclube',
        cnpj: '12.ABC.345/01DE-35',
        email: 'a@b.com',
        contato: '(11) 98765-4321',
        endereco: { cep: '01310-100' },
        administrador: { email: 'adm@b.com.br' },
      }),
    ).toEqual({});
    expect(
      validateEntity({ situacao: 'Ativo', nome: 'A', cnpj: '', endereco: null, administrador: null }),
    ).toEqual({});
    for (const site of [
      'www.aeroclube.com.br',
      'https://aeroclube.com.br/escola',
      'HTTP://a.b',
      'a.com.br:8080',
      'www.a.com.br:8080/escola?x=1',
      '//a.com.br',
    ])
      expect(isValidSite(site), site).toBe(true);
    for (const site of [
      'javascript:alert(1)',
      'data:text/html,oi',
      ' vbscript:x',
      'www.a b.com',
      'ftp://a.b',
      // A digit after the colon is not a port of the host 'javascript' (an attacker probe).
      'javascript:1+alert(document.domain)',
      'JAVASCRIPT:0,alert(1)',
      'javascript:1/alert(1)',
      'https:a.b',
      // A browser drops leading control characters, and tabs inside, before it reads a scheme.
      '\u0001javascript:alert(1)',
      'java\u0009script:alert(1)',
      'a.com\u200b.br',
    ])
      expect(isValidSite(site), site).toBe(false);
    expect(isValidEmail(' a@b.co ')).toBe(true);
    expect(isValidEmail('a b@c.d')).toBe(false);
  });
});

describe('class (§5, §2.14)', () => {
  it('nome, curso, modalidade required', () => {
    expect(validateClass({})).toEqual({
      nome: ['Informe o nome'],
      curso_id: ['Informe o curso'],
      modalidade_id: ['Informe a modalidade'],
    });
  });

  it('a weekday listed twice is refused at its second place', () => {
    const day = (dia: number) => ({ dia, ativo: 1 as const, horarios: [{ inicio: '08:00', fim: '09:00' }] });
    expect(
      validateClass({ nome: 'T', curso_id: 1, modalidade_id: 2, calendarios: [day(1), day(2), day(1)] }),
    ).toEqual({ 'calendarios.2.dia': [MESSAGES.klass.dayRepeated] });
  });

  it('dates in order and the schedule', () => {
    expect(
      validateClass({
        nome: 'T',
        curso_id: 1,
        modalidade_id: 2,
        data_inicio: '2026-05-01',
        data_fim: '2026-04-01',
        calendarios: [{ dia: 1, ativo: 1, horarios: [{ inicio: '10:00', fim: '08:00' }] }],
      }),
    ).toEqual({
      data_fim: ['A data de fim deve ser posterior à data de início'],
      // Keyed by the day's place in the list, as the schema's own errors are (not by its `dia`).
      'calendarios.0.horarios.0': ['O horário de início deve ser anterior ao de fim'],
    });
    expect(
      validateClass({
        nome: 'T',
        curso_id: 1,
        modalidade_id: 2,
        data_inicio: '2026-05-01',
        calendarios: null,
      }),
    ).toEqual({});
  });
});

describe('question (§5)', () => {
  it('exactly one correct answer', () => {
    expect(validateQuestion({})).toEqual({
      titulo: ['Informe o título da questão'],
      opcoes: ['Adicione ao menos uma resposta'],
    });
    const two = [
      { titulo: 'a', resposta_correta: true },
      { titulo: '', resposta_correta: true },
    ];
    expect(validateQuestion({ titulo: 'Q', opcoes: two })).toEqual({
      opcoes: ['Marque exatamente uma resposta correta'],
      'opcoes.1.titulo': ['Informe o texto da resposta'],
    });
    expect(validateQuestion({ titulo: 'Q', opcoes: [{ titulo: 'a', resposta_correta: false }] })).toEqual({
      opcoes: ['Marque exatamente uma resposta correta'],
    });
    expect(
      validateQuestion({ titulo: 'Q', opcoes: markCorrect(two, 0).map((o) => ({ ...o, titulo: 'x' })) }),
    ).toEqual({});
  });

  it('the first answer added is correct by default', () => {
    const one = addAnswer([], 'Sim');
    expect(one).toEqual([{ titulo: 'Sim', resposta_correta: true }]);
    const two = addAnswer(one, 'Não');
    expect(two.map((o) => o.resposta_correta)).toEqual([true, false]);
    expect(markCorrect(two, 1).map((o) => o.resposta_correta)).toEqual([false, true]);
    expect(markCorrect(two, 5)).toEqual(two);
  });

  it('removing the correct answer makes the first remaining one correct', () => {
    const three = addAnswer(addAnswer(addAnswer([], 'a'), 'b'), 'c');
    expect(removeAnswer(three, 0).map((o) => [o.titulo, o.resposta_correta])).toEqual([
      ['b', true],
      ['c', false],
    ]);
    expect(removeAnswer(three, 2).map((o) => o.resposta_correta)).toEqual([true, false]);
    expect(removeAnswer(addAnswer([], 'a'), 0)).toEqual([]);
  });

  it('moves answers', () => {
    const three = addAnswer(addAnswer(addAnswer([], 'a'), 'b'), 'c');
    expect(moveAnswer(three, 0, 2).map((o) => o.titulo)).toEqual(['b', 'c', 'a']);
    expect(moveAnswer(three, 0, 3)).toEqual(three);
    expect(moveAnswer(three, -1, 0)).toEqual(three);
  });
});

describe('category, profile, problem, user', () => {
  it('require their names', () => {
    expect(validateCategory({ nome: '' })).toEqual({ nome: ['Informe o nome da categoria'] });
    expect(validateCategory({ nome: 'Asa fixa' })).toEqual({});
    expect(validateProfile({})).toEqual({ nome: ['Informe o nome do perfil'] });
    expect(validateProfile({ nome: 'Instrutor' })).toEqual({});
    expect(validateProblem({ titulo: ' ' })).toEqual({ titulo: ['Informe o título do problema'] });
    expect(validateProblem({ titulo: 'P' })).toEqual({});
  });

  it('user: nome, valid e-mail, known situacao', () => {
    expect(validateUser({})).toEqual({ nome: ['Informe o nome do usuário'], email: ['Informe o e-mail'] });
    expect(validateUser({ nome: 'Ana', email: 'x', situacao: 'Banido' })).toEqual({
      email: ['E-mail inválido'],
      situacao: ['Situação inválida'],
    });
    expect(validateUser({ nome: 'Ana', email: 'ana@x.com', situacao: 'Pendente' })).toEqual({});
  });

  it('user: a password, when given, of at least 8 characters, and the message says so', () => {
    const ana = { nome: 'Ana', email: 'ana@x.com' };
    expect(validateUser({ ...ana, password: 'abc12' })).toEqual({ password: ['Use no mínimo 8 caracteres'] });
    expect(validateUser({ ...ana, password: 'abc12345' })).toEqual({});
    // Spaces at either end do not count: eight of them are no password.
    expect(validateUser({ ...ana, password: ' '.repeat(8) })).toEqual({
      password: ['Use no mínimo 8 caracteres'],
    });
    expect(validateUser({ ...ana, password: '  abc1234  ' })).toEqual({
      password: ['Use no mínimo 8 caracteres'],
    });
    expect(validateUser({ ...ana, password: ' abc 12345 ' })).toEqual({});
    // Left out or blank keeps the current password.
    expect(validateUser({ ...ana, password: '' })).toEqual({});
    expect(validateUser({ ...ana, password: null })).toEqual({});
  });
});

describe('needsCurrentPassword', () => {
  const ana = { emailBefore: 'ana@aeroclube.com.br', emailAfter: 'ana@aeroclube.com.br' };
  it('asks it of someone changing their own e-mail or password', () => {
    expect(needsCurrentPassword({ self: true, ...ana, emailAfter: 'ana.souza@aeroclube.com.br' })).toBe(true);
    expect(needsCurrentPassword({ self: true, ...ana, password: 'nova-senha-1' })).toBe(true);
  });

  it('not for the same e-mail written another way, a blank password, or someone else', () => {
    expect(needsCurrentPassword({ self: true, ...ana, emailAfter: ' ANA@aeroclube.com.br' })).toBe(false);
    expect(needsCurrentPassword({ self: true, ...ana, password: '' })).toBe(false);
    expect(needsCurrentPassword({ self: true, ...ana, password: null })).toBe(false);
    expect(needsCurrentPassword({ self: false, ...ana, emailAfter: 'outra@x.br', password: 'x' })).toBe(
      false,
    );
  });
});
