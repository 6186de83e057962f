/**
 * The course form's state (§2.5) as a reducer over the domain's ordering rules (§4): the
 * basic fields plus the module/subject tree, with new flags, `ordem` = position and `deleted_at`
 * for removed existing items. The view only dispatches; every rule is here or in `@hangar/domain`.
 */
import type { CursoDetail } from '@hangar/api-client/contract';
import {
  type ArquivoDraft,
  addModule,
  addSubject,
  type CourseBody,
  courseBody,
  type FieldErrors,
  type ItemId,
  isDeleted,
  MESSAGES,
  type ModuloDraft,
  reindex,
  removeItem,
  removeSubject,
  sortByOrdem,
  updateItem,
  updateSubject,
  validateCourse,
} from '@hangar/domain';

/** Everything the form holds; JSON-serialisable, so it can be kept as a draft. */
export interface CursoFormValues {
  apelido: string;
  nome: string;
  situacao: string;
  descricao: string;
  modalidade_id: number | null;
  imagem_url: string | null;
  categorias: number[];
  /** ANAC integration code. */
  curso_id: string;
  permite_sem_homologacao: boolean;
  /** ANAC or EXTRA (§3 Curso): what the list's Refinar filters by. */
  qualificacao: string | null;
  /** Teórico, Prático or Teórico/Prático (§3 Curso). */
  tipo: string | null;
  modulos: ModuloDraft[];
}

/** The basic fields (everything but the tree). */
export type CursoField = Exclude<keyof CursoFormValues, 'modulos'>;

/** A new course. Situação starts empty: it is required (§5) and chosen on purpose. */
export function emptyCurso(): CursoFormValues {
  return {
    apelido: '',
    nome: '',
    situacao: '',
    descricao: '',
    modalidade_id: null,
    imagem_url: null,
    categorias: [],
    curso_id: '',
    permite_sem_homologacao: false,
    qualificacao: null,
    tipo: null,
    modulos: [],
  };
}

/** The form values of a loaded course: modules and subjects sorted by `ordem`. */
export function fromCurso(curso: CursoDetail): CursoFormValues {
  return {
    apelido: curso.apelido,
    nome: curso.nome,
    situacao: curso.situacao,
    descricao: curso.descricao ?? '',
    modalidade_id: curso.modalidade_id,
    imagem_url: curso.imagem_url,
    categorias: curso.categorias.map((c) => c.id),
    curso_id: curso.curso_id ?? '',
    permite_sem_homologacao: curso.permite_sem_homologacao,
    qualificacao: curso.qualificacao,
    tipo: curso.tipo,
    modulos: sortByOrdem(
      curso.modulos.map((m) => ({
        id: m.id,
        nome: m.nome,
        ordem: m.ordem,
        curso_id: m.curso_id,
        assuntos: sortByOrdem(
          m.assuntos.map((a) => ({
            id: a.id,
            nome: a.nome,
            ordem: a.ordem,
            curso_modulo_id: a.curso_modulo_id,
            arquivos: a.arquivos.map((f) => ({
              id: f.id,
              arquivo_id: f.arquivo_id,
              nome: f.nome,
              caminho: f.caminho,
              // The name the file was uploaded with ('apostila.pdf'); without it the material
              // read as its stored key once the course was saved and opened again.
              arquivo_nome: f.arquivo_nome ?? null,
              tipo_arquivo_id: f.tipo_arquivo_id,
            })),
          })),
        ),
      })),
    ),
  };
}

export type CursoFormAction =
  | { type: 'field'; name: CursoField; value: CursoFormValues[CursoField] }
  | { type: 'addModule'; nome: string }
  | { type: 'renameModule'; id: ItemId; nome: string }
  | { type: 'removeModule'; id: ItemId; now: Date }
  | { type: 'reorderModules'; visible: ModuloDraft[] }
  | { type: 'addSubject'; moduleId: ItemId; nome: string; arquivos: ArquivoDraft[] }
  | { type: 'updateSubject'; moduleId: ItemId; subjectId: ItemId; nome: string; arquivos: ArquivoDraft[] }
  | { type: 'removeSubject'; moduleId: ItemId; subjectId: ItemId; now: Date }
  | { type: 'reorderSubjects'; moduleId: ItemId; visible: ModuloDraft['assuntos'] }
  | { type: 'reset'; values: CursoFormValues };

/**
 * Puts the visible items in the order the user dropped them; removed items stay at the end,
 * hidden, so the save body still carries their `deleted_at`. `ordem` becomes the position.
 */
function reorder<T extends { deleted_at?: string | null; ordem: number; id: ItemId }>(
  items: readonly T[],
  visible: readonly T[],
): T[] {
  return reindex([...visible, ...items.filter(isDeleted)]);
}

export function cursoFormReducer(state: CursoFormValues, action: CursoFormAction): CursoFormValues {
  switch (action.type) {
    case 'field':
      return { ...state, [action.name]: action.value };
    case 'addModule':
      return { ...state, modulos: addModule(state.modulos, action.nome.trim()) };
    case 'renameModule':
      return { ...state, modulos: updateItem(state.modulos, action.id, { nome: action.nome.trim() }) };
    case 'removeModule':
      return { ...state, modulos: removeItem(state.modulos, action.id, action.now) };
    case 'reorderModules':
      return { ...state, modulos: reorder(state.modulos, action.visible) };
    case 'addSubject':
      return {
        ...state,
        modulos: addSubject(state.modulos, action.moduleId, action.nome.trim(), action.arquivos),
      };
    case 'updateSubject':
      return {
        ...state,
        modulos: updateSubject(state.modulos, action.moduleId, action.subjectId, {
          nome: action.nome.trim(),
          arquivos: action.arquivos,
        }),
      };
    case 'removeSubject':
      return {
        ...state,
        modulos: removeSubject(state.modulos, action.moduleId, action.subjectId, action.now),
      };
    case 'reorderSubjects':
      return {
        ...state,
        modulos: state.modulos.map((m) =>
          m.id === action.moduleId ? { ...m, assuntos: reorder(m.assuntos, action.visible) } : m,
        ),
      };
    case 'reset':
      return action.values;
  }
}

const blankToNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The body of `POST/PUT /api/curso` (§7), built by the domain's `courseBody`. */
export function toCursoBody(values: CursoFormValues): CourseBody {
  return courseBody(
    {
      apelido: values.apelido.trim(),
      nome: values.nome.trim(),
      situacao: values.situacao,
      descricao: blankToNull(values.descricao),
      modalidade_id: values.modalidade_id,
      qualificacao: values.qualificacao,
      tipo: values.tipo,
      imagem_url: values.imagem_url,
      categorias: values.categorias,
      curso_id: blankToNull(values.curso_id),
      permite_sem_homologacao: values.permite_sem_homologacao,
    },
    values.modulos,
  );
}

/**
 * Client-side validation: the domain's course rules (§5) plus the two fields the contract
 * requires (ID do Curso, Nome do Curso), keyed by the wire names like a server 422, so both
 * reach the screen through the same path.
 */
export function validateCursoForm(values: CursoFormValues): FieldErrors {
  const errors: FieldErrors = {};
  if (values.apelido.trim() === '') errors.apelido = [MESSAGES.field.required];
  if (values.nome.trim() === '') errors.nome = [MESSAGES.field.required];
  return { ...errors, ...validateCourse(toCursoBody(values)) };
}

/** Labels of the fields whose messages do not name them ('Campo obrigatório'). */
export const CURSO_FIELD_LABELS: Record<string, string> = {
  apelido: 'ID do Curso',
  nome: 'Nome do Curso',
  situacao: 'Situação',
  modalidade_id: 'Modalidade',
  descricao: 'Descrição',
  imagem_url: 'Imagem do Curso',
  avatar: 'Imagem do Curso',
  categorias: 'Categorias do Curso',
  curso_id: 'Código Integração Curso ANAC',
  qualificacao: 'Qualificação',
  tipo: 'Tipo',
  permite_sem_homologacao: 'Permite curso sem homologação da ANAC',
};
