/** Business constants and limits of §9 (and the fixed lists of §3). */

/** Default page size of every list (§9). */
export const PAGE_SIZE = 15;

/** Largest `per_page` a list accepts (pickers ask for 1000, §7). */
export const MAX_PER_PAGE = 1000;

/** `per_page` of each picker list (§9). */
export const PICKER_SIZE = {
  cursos: 1000,
  problemas: 1000,
  modalidade: 100,
  categoria: 100,
  perfil: 100,
  questoes: 100,
} as const;

/** Entity types (`perfil_acesso`, §3). */
export const ENTITY_TYPES = { Aeroclube: 2, Escola: 3 } as const;
/** An entity type name. */
export type EntityTypeName = keyof typeof ENTITY_TYPES;
/** An entity type id (`perfil_acesso`). */
export type EntityTypeId = (typeof ENTITY_TYPES)[EntityTypeName];

/**
 * The label of an entity type id (`perfil_acesso`), or `undefined` for unknown ids.
 * @example entityTypeLabel(2) // 'Aeroclube'
 */
export function entityTypeLabel(id: number): EntityTypeName | undefined {
  return (Object.keys(ENTITY_TYPES) as EntityTypeName[]).find((k) => ENTITY_TYPES[k] === id);
}

/** Course qualifications (§3). */
export const QUALIFICACOES = ['ANAC', 'EXTRA'] as const;
export type Qualificacao = (typeof QUALIFICACOES)[number];

/** Course types (§3). */
export const TIPOS_CURSO = ['Teórico', 'Prático', 'Teórico/Prático'] as const;
export type TipoCurso = (typeof TIPOS_CURSO)[number];

/** Class categories (§2.14). */
export const CATEGORIAS_TURMA = ['intensivo', 'extensivo'] as const;
export type CategoriaTurma = (typeof CATEGORIAS_TURMA)[number];

/** The classification wizard's steps (§2.9), index 0..3. */
export const WIZARD_STEPS = ['Cursos', 'Módulos', 'Assuntos', 'Problema'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** Time ranges a class day allows (§2.14, §9). */
export const MAX_RANGES_PER_DAY = 3;

/** Largest course image, in bytes: 10 MB (§5, §9). */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/**
 * The `<meta name>` in the app's page that carries the server's largest material, in bytes
 * (`HANGAR_MAX_MATERIAL_MB`): the server writes it, the materials uploader reads it.
 */
export const MATERIAL_MAX_META = 'hangar-material-max-bytes';

/** MIME types of a course image: jpeg, png, gif (§5). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;

/**
 * What the material picker accepts (§5): images, PDF, mp4 and mov. Entries are MIME types or
 * wildcards, ready for an `<input accept>` (`ACCEPTED_MATERIAL_TYPES.join(',')`).
 */
export const ACCEPTED_MATERIAL_TYPES = [
  'image/*',
  'application/pdf',
  'video/mp4',
  'video/quicktime',
] as const;

/** Rows the question table renders at most (§2.7). */
export const QUESTION_TABLE_MAX_ROWS = 20;

/** Answers per column in a picker (§9). */
export const ANSWERS_PER_COLUMN = 5;

/** How long the SINCRONIZAR spinner turns, in ms (§2.4, §9; a placeholder, see docs/legacy.md). */
export const SYNC_SPINNER_MS = 3000;

/** Height in px of the permission tree table and of the problem picker's scroll area (§9). */
export const TREE_TABLE_HEIGHT = 500;

/** Weekdays of a class schedule, 0 = Sunday .. 6 = Saturday (§9), with pt-BR names. */
export const WEEKDAYS = [
  { dia: 0, nome: 'Domingo', abreviado: 'Dom' },
  { dia: 1, nome: 'Segunda-feira', abreviado: 'Seg' },
  { dia: 2, nome: 'Terça-feira', abreviado: 'Ter' },
  { dia: 3, nome: 'Quarta-feira', abreviado: 'Qua' },
  { dia: 4, nome: 'Quinta-feira', abreviado: 'Qui' },
  { dia: 5, nome: 'Sexta-feira', abreviado: 'Sex' },
  { dia: 6, nome: 'Sábado', abreviado: 'Sáb' },
] as const;
