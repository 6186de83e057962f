/**
 * Demo data for the screens (issue #4): courses with modules, subjects and materials; 200+
 * questions over the three situacoes; problems; entities of both types; profiles; users in every
 * situacao; classes in every display state. Realistic pt-BR aviation-school content.
 */
import { PERMISSIONS, questionSituacao } from '@hangar/domain';
import type { FileStorage } from '../storage/storage.js';
import type { Db } from './db.js';
import { createPerfil, createUsuario } from './seed.js';

const MODALIDADES = ['Presencial', 'EAD', 'Semipresencial'];
const CATEGORIAS = ['Avião', 'Helicóptero', 'Formação ANAC', 'Reciclagem', 'Segurança de Voo', 'Tripulação'];

interface CourseSeed {
  apelido: string;
  nome: string;
  qualificacao: 'ANAC' | 'EXTRA';
  tipo: 'Teórico' | 'Prático' | 'Teórico/Prático';
  situacao: 'Ativo' | 'Inativo' | 'Erro' | 'Novo';
  modalidade: string;
  codigo: string | null;
  categorias: string[];
  descricao: string;
  modulos: [string, string[]][];
}

const COURSES: CourseSeed[] = [
  {
    apelido: 'PPA',
    nome: 'Piloto Privado – Avião',
    qualificacao: 'ANAC',
    tipo: 'Teórico/Prático',
    situacao: 'Ativo',
    modalidade: 'Presencial',
    codigo: 'ANAC-PPA-061',
    categorias: ['Avião', 'Formação ANAC'],
    descricao: 'Formação teórica e prática para a licença de Piloto Privado de Avião (RBAC 61).',
    modulos: [
      [
        'Regulamentação Aeronáutica',
        ['Código Brasileiro de Aeronáutica', 'RBAC 61 e RBAC 91', 'Licenças e habilitações'],
      ],
      ['Meteorologia', ['Atmosfera padrão', 'Nuvens e nevoeiros', 'METAR e TAF', 'Massas de ar e frentes']],
      ['Navegação Aérea', ['Cartas aeronáuticas', 'Navegação estimada', 'Radionavegação VOR e NDB']],
      ['Teoria de Voo', ['Sustentação e arrasto', 'Estabilidade e controle', 'Estol e parafuso']],
      ['Conhecimentos Técnicos', ['Motores a pistão', 'Sistemas elétricos', 'Instrumentos de voo']],
    ],
  },
  {
    apelido: 'PCA',
    nome: 'Piloto Comercial – Avião',
    qualificacao: 'ANAC',
    tipo: 'Teórico',
    situacao: 'Ativo',
    modalidade: 'EAD',
    codigo: 'ANAC-PCA-061',
    categorias: ['Avião', 'Formação ANAC'],
    descricao: 'Curso teórico preparatório para a banca de Piloto Comercial de Avião.',
    modulos: [
      ['Regulamentação Avançada', ['RBAC 135', 'Jornada do aeronauta', 'Transporte de artigos perigosos']],
      ['Meteorologia Avançada', ['Cartas SIGWX', 'Tesouras de vento', 'Gelo em voo']],
      [
        'Performance e Peso e Balanceamento',
        ['Cálculo de decolagem', 'Envelope de CG', 'Consumo e autonomia'],
      ],
      ['Fisiologia de Voo', ['Hipóxia', 'Desorientação espacial', 'Fadiga']],
    ],
  },
  {
    apelido: 'INVA',
    nome: 'Instrutor de Voo – Avião',
    qualificacao: 'ANAC',
    tipo: 'Prático',
    situacao: 'Ativo',
    modalidade: 'Semipresencial',
    codigo: 'ANAC-INVA-061',
    categorias: ['Avião', 'Formação ANAC'],
    descricao: 'Habilitação de Instrutor de Voo: didática, briefing e avaliação de alunos.',
    modulos: [
      ['Didática Aplicada', ['Processo de aprendizagem', 'Planejamento de aula', 'Avaliação do aluno']],
      ['Instrução em Voo', ['Briefing e debriefing', 'Manobras básicas', 'Emergências simuladas']],
      ['Segurança Operacional', ['Gerenciamento de risco', 'Relatos ao CENIPA']],
    ],
  },
  {
    apelido: 'PPH',
    nome: 'Piloto Privado – Helicóptero',
    qualificacao: 'ANAC',
    tipo: 'Teórico/Prático',
    situacao: 'Inativo',
    modalidade: 'Presencial',
    codigo: 'ANAC-PPH-061',
    categorias: ['Helicóptero', 'Formação ANAC'],
    descricao: 'Formação de Piloto Privado de Helicóptero.',
    modulos: [
      ['Aerodinâmica de Asas Rotativas', ['Sustentação do rotor', 'Autorrotação', 'Efeito solo']],
      ['Regulamentação', ['RBAC 61 para helicópteros', 'Operações em heliponto']],
    ],
  },
  {
    apelido: 'CRM',
    nome: 'Gerenciamento de Recursos de Equipe (CRM)',
    qualificacao: 'EXTRA',
    tipo: 'Teórico',
    situacao: 'Novo',
    modalidade: 'EAD',
    codigo: null,
    categorias: ['Segurança de Voo', 'Reciclagem'],
    descricao: 'Comunicação, liderança e tomada de decisão na cabine.',
    modulos: [['Fatores Humanos', ['Consciência situacional', 'Comunicação na cabine', 'Tomada de decisão']]],
  },
  {
    apelido: 'CMS',
    nome: 'Comissário de Voo',
    qualificacao: 'EXTRA',
    tipo: 'Teórico/Prático',
    situacao: 'Erro',
    modalidade: 'Presencial',
    codigo: 'ANAC-CMS-063',
    categorias: ['Tripulação'],
    descricao: 'Formação de Comissário de Voo: segurança, primeiros socorros e sobrevivência.',
    modulos: [
      ['Segurança de Cabine', ['Evacuação de emergência', 'Combate a incêndio', 'Primeiros socorros']],
    ],
  },
];

/** Question stems: `{assunto}` is replaced with the subject's name. */
const STEMS = [
  'Sobre {assunto}, assinale a alternativa correta.',
  'Em relação a {assunto}, qual afirmação está de acordo com a regulamentação vigente?',
  'Qual é o principal cuidado do piloto quanto a {assunto}?',
  'No contexto de {assunto}, o que caracteriza uma situação de risco?',
  'Assinale a alternativa incorreta sobre {assunto}.',
];
const ANSWERS = [
  [
    'Somente a alternativa I está correta.',
    'As alternativas I e II estão corretas.',
    'Todas estão corretas.',
    'Nenhuma está correta.',
  ],
  [
    'Verificar antes de cada voo.',
    'Consultar apenas após o pouso.',
    'Delegar ao mecânico.',
    'Ignorar em voos locais.',
  ],
];

/** A 1-page PDF and a 1×1 PNG, so seeded materials open. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Valid check digits for a 12-character CNPJ base (numeric). */
export function cnpjWithDigits(base12: string): string {
  const calc = (digits: string, weights: number[]) => {
    const sum = [...digits].reduce((s, d, i) => s + Number(d) * weights[i]!, 0);
    const r = sum % 11;
    return r < 2 ? 0 : 11 - r;
  };
  const d1 = calc(base12, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = calc(base12 + d1, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${base12}${d1}${d2}`;
}

const TENANTS = [
  {
    nome: 'Aeroclube de São Paulo',
    fantasia: 'Aeroclube SP',
    perfil: 2,
    situacao: 'Ativo',
    cep: '04626911',
    estado: 25,
    cidade: 3550308,
    logradouro: 'Avenida Washington Luís',
    bairro: 'Vila Congonhas',
    admin: ['Carlos Eduardo Mendes', 'carlos.mendes@aeroclubesp.org.br'],
    anac: '1234-01',
  },
  {
    nome: 'Escola de Aviação Vale do Paraíba Ltda',
    fantasia: 'EAVP',
    perfil: 3,
    situacao: 'Liberada',
    cep: '12228900',
    estado: 25,
    cidade: 3549904,
    logradouro: 'Praça Marechal Eduardo Gomes',
    bairro: 'Vila das Acácias',
    admin: ['Fernanda Lima Costa', 'fernanda@eavp.com.br'],
    anac: '2231-07',
  },
  {
    nome: 'Aeroclube do Rio de Janeiro',
    fantasia: 'ACRJ',
    perfil: 2,
    situacao: 'A Vencer',
    cep: '20021340',
    estado: 19,
    cidade: 3304557,
    logradouro: 'Praça Senador Salgado Filho',
    bairro: 'Centro',
    admin: ['Roberto Alves Pereira', 'roberto@acrj.org.br'],
    anac: '0987-02',
  },
  {
    nome: 'Escola de Pilotos da Pampulha S.A.',
    fantasia: 'Pampulha Aviação',
    perfil: 3,
    situacao: 'Suspensa',
    cep: '31270901',
    estado: 13,
    cidade: 3106200,
    logradouro: 'Avenida Presidente Antônio Carlos',
    bairro: 'Pampulha',
    admin: ['Juliana Souza Martins', 'juliana@pampulhaaviacao.com.br'],
    anac: '3345-11',
  },
  {
    nome: 'Escola de Aviação Civil de Guarulhos Ltda',
    fantasia: 'EAC Guarulhos',
    perfil: 3,
    situacao: null,
    cep: '07190100',
    estado: 25,
    cidade: 3518800,
    logradouro: 'Rodovia Hélio Smidt',
    bairro: 'Aeroporto',
    admin: ['Marcos Vinícius Rocha', 'marcos@eacguarulhos.com.br'],
    anac: '4410-05',
  },
] as const;

const day = (now: Date, offsetDays: number) =>
  new Date(now.getTime() + offsetDays * 86_400_000).toISOString().slice(0, 10);

export async function seedDemo(
  db: Db,
  storage: FileStorage | undefined,
  now: Date = new Date(),
): Promise<void> {
  const ids = async (table: string, names: string[]) => {
    const out = new Map<string, number>();
    for (const nome of names) {
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO ${table} (nome) VALUES ($1) RETURNING id`,
        [nome],
      );
      out.set(nome, rows[0]!.id);
    }
    return out;
  };
  const modalidades = await ids('modalidade', MODALIDADES);
  const categorias = await ids('categoria', CATEGORIAS);

  // Two stored files every seeded material points at.
  const files: { pdf: number; png: number } = { pdf: 0, png: 0 };
  for (const [kind, body, mime, ext, tipo] of [
    ['pdf', PDF, 'application/pdf', 'pdf', 1],
    ['png', PNG, 'image/png', 'png', 3],
  ] as const) {
    const key = `${crypto.randomUUID()}.${ext}`;
    await storage?.put(key, body);
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO arquivo (nome, storage_key, url, mime, tamanho, tipo_arquivo_id) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [`material.${ext}`, key, `/uploads/${key}`, mime, body.length, tipo],
    );
    files[kind] = rows[0]!.id;
  }

  const courseIds: number[] = [];
  const modules: { id: number; curso_id: number }[] = [];
  const subjects: { id: number; nome: string; curso_modulo_id: number; curso_id: number }[] = [];
  for (const c of COURSES) {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO curso (apelido, nome, qualificacao, tipo, descricao, modalidade_id, situacao, curso_id,
         permite_sem_homologacao) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [
        c.apelido,
        c.nome,
        c.qualificacao,
        c.tipo,
        c.descricao,
        modalidades.get(c.modalidade),
        c.situacao,
        c.codigo,
        c.qualificacao === 'EXTRA',
      ],
    );
    const cursoId = rows[0]!.id;
    courseIds.push(cursoId);
    for (const cat of c.categorias) {
      await db.query('INSERT INTO curso_categoria (curso_id, categoria_id) VALUES ($1, $2)', [
        cursoId,
        categorias.get(cat),
      ]);
    }
    for (const [i, [nomeModulo, assuntos]] of c.modulos.entries()) {
      const { rows: m } = await db.query<{ id: number }>(
        'INSERT INTO curso_modulo (curso_id, nome, ordem) VALUES ($1, $2, $3) RETURNING id',
        [cursoId, nomeModulo, i],
      );
      modules.push({ id: m[0]!.id, curso_id: cursoId });
      for (const [j, nomeAssunto] of assuntos.entries()) {
        const { rows: a } = await db.query<{ id: number }>(
          'INSERT INTO assunto (curso_modulo_id, nome, ordem) VALUES ($1, $2, $3) RETURNING id',
          [m[0]!.id, nomeAssunto, j],
        );
        subjects.push({ id: a[0]!.id, nome: nomeAssunto, curso_modulo_id: m[0]!.id, curso_id: cursoId });
        await db.query(
          'INSERT INTO assunto_arquivo (assunto_id, arquivo_id, nome, tipo_arquivo_id, ordem) VALUES ($1, $2, $3, 1, 0)',
          [a[0]!.id, files.pdf, `Apostila – ${nomeAssunto}`],
        );
        if (j === 0) {
          await db.query(
            'INSERT INTO assunto_arquivo (assunto_id, arquivo_id, nome, tipo_arquivo_id, ordem) VALUES ($1, $2, $3, 3, 1)',
            [a[0]!.id, files.png, `Diagrama – ${nomeAssunto}`],
          );
        }
      }
    }
  }

  // Questions: every subject × every stem (over 200), classified in three thirds.
  const questionIds: number[] = [];
  let n = 0;
  for (const s of subjects) {
    for (const stem of STEMS) {
      const kind = n % 3; // 0 none, 1 incomplete (course only), 2 complete
      const situacao = questionSituacao(
        kind === 0
          ? { cursos: [], modulos: [], assuntos: [] }
          : kind === 1
            ? { cursos: [s.curso_id], modulos: [], assuntos: [] }
            : {
                cursos: [s.curso_id],
                modulos: [{ id: s.curso_modulo_id, curso_id: s.curso_id }],
                assuntos: [{ curso_modulo_id: s.curso_modulo_id }],
              },
      );
      const { rows } = await db.query<{ id: number }>(
        'INSERT INTO questao (titulo, descricao, situacao, ativo) VALUES ($1, $2, $3, $4) RETURNING id',
        [
          stem.replace('{assunto}', s.nome.toLowerCase()),
          `Questão de ${s.nome}.`,
          situacao,
          n % 10 === 9 ? 0 : 1,
        ],
      );
      const qid = rows[0]!.id;
      questionIds.push(qid);
      const answers = ANSWERS[n % ANSWERS.length]!;
      for (const [i, titulo] of answers.entries()) {
        await db.query(
          'INSERT INTO questao_opcao (questao_id, titulo, resposta_correta, number) VALUES ($1, $2, $3, $4)',
          [qid, titulo, i === n % answers.length, i + 1],
        );
      }
      if (kind >= 1)
        await db.query('INSERT INTO questao_curso (questao_id, curso_id) VALUES ($1, $2)', [qid, s.curso_id]);
      if (kind === 2) {
        await db.query('INSERT INTO questao_modulo (questao_id, curso_modulo_id) VALUES ($1, $2)', [
          qid,
          s.curso_modulo_id,
        ]);
        await db.query('INSERT INTO questao_assunto (questao_id, assunto_id) VALUES ($1, $2)', [qid, s.id]);
      }
      n++;
    }
  }

  const PROBLEMS = [
    ['Pane de motor após a decolagem', 'Análise de decisão em falha de motor abaixo de 500 pés.'],
    [
      'Entrada inadvertida em IMC',
      'Um piloto VFR entra em nuvem durante navegação: procedimentos de recuperação.',
    ],
    ['Combustível abaixo da reserva', 'Planejamento de combustível e alternativas em rota.'],
    ['Vento de través acima do demonstrado', 'Critérios para arremetida e escolha de pista.'],
    ['Falha elétrica em voo noturno', 'Gerenciamento de cabine com perda do alternador.'],
  ];
  for (const [i, [titulo, descricao]] of PROBLEMS.entries()) {
    const { rows } = await db.query<{ id: number }>(
      'INSERT INTO problema (titulo, descricao) VALUES ($1, $2) RETURNING id',
      [titulo, descricao],
    );
    await db.query(
      'INSERT INTO problema_arquivo (problema_id, arquivo_id, nome, tipo_arquivo_id, ordem) VALUES ($1, $2, $3, 1, 0)',
      [rows[0]!.id, files.pdf, `Relatório – ${titulo}`],
    );
    for (const qid of questionIds.slice(i * 4, i * 4 + 3)) {
      await db.query('INSERT INTO questao_problema (questao_id, problema_id) VALUES ($1, $2)', [
        qid,
        rows[0]!.id,
      ]);
    }
  }

  for (const [i, t] of TENANTS.entries()) {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO tenant (nome, nome_fantasia, perfil_acesso, cnpj, codigo_anac, situacao, email, site, contato, cep,
         logradouro, complemento, bairro, estado_id, cidade_id, admin_email, admin_nome)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17) RETURNING id`,
      [
        t.nome,
        t.fantasia,
        t.perfil,
        cnpjWithDigits(`${45_678_901 + i * 1_234_567}0001`),
        t.anac,
        t.situacao,
        t.admin[1].replace(/^[^@]+/, 'contato'),
        `https://www.${t.admin[1].split('@')[1]}`,
        `(11) 3${String(1000 + i * 137).padStart(4, '0')}-${String(2000 + i * 311).padStart(4, '0')}`,
        t.cep,
        t.logradouro,
        null,
        t.bairro,
        t.estado,
        t.cidade,
        t.admin[1],
        t.admin[0],
      ],
    );
    for (const [k, cursoId] of courseIds.slice(0, 3 + (i % 2)).entries()) {
      await db.query('INSERT INTO curso_tenant (curso_id, tenant_id, data_validade) VALUES ($1, $2, $3)', [
        cursoId,
        rows[0]!.id,
        day(now, 90 + 120 * k - 60 * i),
      ]);
    }
  }

  const coordenacao = await createPerfil(
    db,
    'Coordenação Pedagógica',
    PERMISSIONS.filter((p) => /^(curso|questao|problema|assunto|disciplina)\./.test(p)),
  );
  const secretaria = await createPerfil(
    db,
    'Secretaria',
    PERMISSIONS.filter(
      (p) => p.startsWith('turma.') || p === 'usuario.visualizar' || p === 'escola.visualizar',
    ),
  );
  const users: [string, string, string | null, number[]][] = [
    ['Beatriz Nogueira', 'beatriz.nogueira@hangar.dev', 'Ativo', [coordenacao]],
    ['Rafael Teixeira', 'rafael.teixeira@hangar.dev', 'Ativo', [secretaria]],
    ['Camila Andrade', 'camila.andrade@hangar.dev', 'Inativo', [secretaria]],
    ['Thiago Barbosa', 'thiago.barbosa@hangar.dev', 'Pendente', [coordenacao, secretaria]],
    ['Patrícia Gomes', 'patricia.gomes@hangar.dev', null, []],
  ];
  for (const [nome, email, situacao, perfis] of users) {
    await createUsuario(db, { nome, email, situacao, perfis });
  }

  // Classes in every display state, with weekly schedules.
  const TURMAS: [string, number, number, number, string | null, 'intensivo' | 'extensivo', number][] = [
    ['Piloto Privado – Turma Manhã', 0, -30, 120, null, 'extensivo', 18],
    ['Piloto Privado – Turma Noite', 0, -200, -10, null, 'extensivo', 22],
    ['Piloto Comercial – Intensivo', 1, -15, 45, null, 'intensivo', 12],
    ['Instrutor de Voo – Turma 1', 2, -60, 30, day(now, -20), 'intensivo', 6],
    ['Piloto Privado – Turma Sábado', 0, 20, 200, null, 'extensivo', 0],
  ];
  for (const [nome, courseIndex, start, end, cancel, categoria, alunos] of TURMAS) {
    const cursoId = courseIds[courseIndex]!;
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO turma (codigo, nome, curso_id, modalidade_id, tipo_curso_id, data_inicio, data_fim, categoria,
         data_cancelamento, total_aluno) VALUES (gen_random_uuid()::text, $1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [
        nome,
        cursoId,
        modalidades.get('Presencial'),
        (courseIndex % 3) + 1,
        day(now, start),
        day(now, end),
        categoria,
        cancel,
        alunos,
      ],
    );
    const id = rows[0]!.id;
    await db.query(`UPDATE turma SET codigo = 'TUR-' || lpad(id::text, 5, '0') WHERE id = $1`, [id]);
    for (let dia = 0; dia < 7; dia++) {
      const active = categoria === 'intensivo' ? dia >= 1 && dia <= 5 : dia === 2 || dia === 4 || dia === 6;
      const horarios = active
        ? dia === 6
          ? [{ inicio: '08:00', fim: '12:00' }]
          : [
              { inicio: '08:00', fim: '10:00' },
              { inicio: '10:30', fim: '12:00' },
            ]
        : [];
      await db.query(
        'INSERT INTO turma_calendario (turma_id, dia, ativo, horarios) VALUES ($1, $2, $3, $4::jsonb)',
        [id, dia, active ? 1 : 0, JSON.stringify(horarios)],
      );
    }
  }
}
