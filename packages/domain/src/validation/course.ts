import { MESSAGES } from '../messages.js';
import { markedDeleted } from '../ordering/ordering.js';
import { type FieldErrors, FieldErrorsBuilder, isBlank } from './field-errors.js';
import {
  type FileLike,
  isAcceptedImage,
  isAcceptedMaterial,
  isImageSizeAccepted,
  materialTypeFits,
} from './files.js';
import { seenBefore } from './repeats.js';

interface Removable {
  /** A number is an existing item's id; a text a new item's temporary id. */
  id?: number | string | null;
  /** The removal marker (see `markedDeleted`). */
  deleted_at?: string | boolean | null;
}

/** A subject as the course validator reads it. */
export interface SubjectInput extends Removable {
  nome?: string | null;
  /** Its materials, as the save body carries them (already uploaded). */
  arquivos?: readonly SavedMaterialInput[];
}

/** A module as the course validator reads it. */
export interface ModuleInput extends Removable {
  nome?: string | null;
  assuntos?: readonly SubjectInput[];
}

/** The course form or save body, as the validator reads it. */
export interface CourseInput {
  situacao?: string | null;
  modulos?: readonly ModuleInput[];
}

/**
 * The most one course holds, over all its modules (removed items aside). A course of 50 modules
 * of 20 subjects is 1,000; a save of 100,000 subjects (which the per-list limits alone allowed)
 * held the server for seconds, and the embedded database every other request with it.
 */
export const COURSE_MAX = { subjects: 2_000, materials: 5_000 } as const;

/** Arrays of a raw body may be anything: the schema, not the validator, answers a wrong shape. */
const listOf = <T>(value: readonly T[] | null | undefined): readonly T[] =>
  Array.isArray(value) ? value : [];

/**
 * Validates a module title (§5): `{ nome: ['Informe o nome do módulo'] }` when empty.
 * @example validateModule({ nome: '' }) // { nome: ['Informe o nome do módulo'] }
 */
export function validateModule(input: { nome?: string | null }): FieldErrors {
  return new FieldErrorsBuilder()
    .check(isBlank(input.nome), 'nome', MESSAGES.course.moduleNameRequired)
    .build();
}

/**
 * Validates a subject title (§5).
 * @example validateSubject({ nome: ' ' }) // { nome: ['Informe o nome do assunto'] }
 */
export function validateSubject(input: { nome?: string | null }): FieldErrors {
  return new FieldErrorsBuilder()
    .check(isBlank(input.nome), 'nome', MESSAGES.course.subjectNameRequired)
    .build();
}

/**
 * Validates a course (§5): situacao required; at least one module not removed; and, for every
 * module and subject not removed, its title (`modulos.{i}.nome`, `modulos.{i}.assuntos.{j}.nome`)
 * and its materials' names and types (`….arquivos.{k}.nome`). An existing module or subject sent
 * twice is refused at its second place (`modulos.{i}.id`): `ordem` is its position, so it can
 * have only one. At most `COURSE_MAX` subjects and materials in all (on `modulos`).
 * @example validateCourse({ situacao: '', modulos: [] }) // { situacao: ['Informe a situação do curso'], modulos: ['Informe algum módulo para o curso'] }
 */
export function validateCourse(input: CourseInput): FieldErrors {
  const modulos = listOf(input.modulos);
  const b = new FieldErrorsBuilder()
    .check(isBlank(input.situacao), 'situacao', MESSAGES.course.situacaoRequired)
    .check(!modulos.some((m) => !markedDeleted(m)), 'modulos', MESSAGES.course.modulesRequired);
  modulos.forEach((m, i) => {
    if (markedDeleted(m)) return;
    b.merge(validateModule(m), `modulos.${i}`);
    listOf(m.assuntos).forEach((s, j) => {
      if (markedDeleted(s)) return;
      b.merge(validateSubject(s), `modulos.${i}.assuntos.${j}`);
      listOf(s.arquivos).forEach((f, k) => {
        b.merge(validateSavedMaterial(f), `modulos.${i}.assuntos.${j}.arquivos.${k}`);
      });
    });
  });
  const subjects = modulos
    .flatMap((m) => (markedDeleted(m) ? [] : listOf(m.assuntos)))
    .filter((s) => !markedDeleted(s));
  const materials = subjects.reduce((n, s) => n + listOf(s.arquivos).length, 0);
  b.check(subjects.length > COURSE_MAX.subjects, 'modulos', MESSAGES.course.tooManySubjects);
  b.check(materials > COURSE_MAX.materials, 'modulos', MESSAGES.course.tooManyMaterials);
  return b.merge(repeatedItems(modulos)).build();
}

/** The second and later places of an existing module or subject id in one save body. */
function repeatedItems(modulos: readonly ModuleInput[]): FieldErrors {
  const b = new FieldErrorsBuilder();
  const moduleSeen = seenBefore();
  const subjectSeen = seenBefore();
  modulos.forEach((m, i) => {
    b.check(moduleSeen(m.id), `modulos.${i}.id`, MESSAGES.course.moduleRepeated);
    listOf(m.assuntos).forEach((s, j) => {
      b.check(subjectSeen(s.id), `modulos.${i}.assuntos.${j}.id`, MESSAGES.course.subjectRepeated);
    });
  });
  return b.build();
}

/**
 * Refuses a course update that changes its ID (`apelido`, §2.5: read-only once saved). Only
 * surrounding spaces may differ, which the save trims anyway.
 * @example validateApelidoKept('PP-1', 'PP-2') // { apelido: ['O ID do curso não pode ser alterado'] }
 */
export function validateApelidoKept(saved: string, sent: string | null | undefined): FieldErrors {
  return new FieldErrorsBuilder()
    .check(typeof sent === 'string' && sent.trim() !== saved.trim(), 'apelido', MESSAGES.course.apelidoLocked)
    .build();
}

/** A material row of the subject modal (§2.5). */
export interface MaterialInput {
  nome?: string | null;
  tipo_arquivo_id?: number | string | null;
  /** The chosen file, before upload. */
  file?: FileLike | null;
  /** The uploaded file's id, after upload. */
  arquivo_id?: number | string | null;
}

/**
 * Validates a material (§5): name and type required; a file must be chosen (or already uploaded)
 * and be an image, PDF, mp4 or mov, of the type chosen (`materialTypeFits`).
 * @example validateMaterial({ nome: 'Apostila', tipo_arquivo_id: 1, arquivo_id: 9 }) // {}
 */
export function validateMaterial(input: MaterialInput): FieldErrors {
  const hasFile = !!input.file || !isBlank(input.arquivo_id);
  return new FieldErrorsBuilder()
    .merge(validateSavedMaterial(input))
    .check(!hasFile, 'file', MESSAGES.material.fileRequired)
    .check(!!input.file && !isAcceptedMaterial(input.file), 'file', MESSAGES.material.fileTypeInvalid)
    .check(
      !!input.file && !isBlank(input.tipo_arquivo_id) && !materialTypeFits(input.tipo_arquivo_id, input.file),
      'tipo_arquivo_id',
      MESSAGES.material.typeMismatch,
    )
    .build();
}

/** A material as a save body carries it: a course subject's or a problem's, its file uploaded. */
export interface SavedMaterialInput {
  nome?: string | null;
  tipo_arquivo_id?: number | string | null;
}

/**
 * Validates a material of a save body (§5): name and type required. The server and the mocks
 * apply it to every material a course or a problem saves; `validateMaterial` adds the file.
 * @example validateSavedMaterial({ nome: ' ', tipo_arquivo_id: 1 }) // { nome: ['Informe o nome do arquivo'] }
 */
export function validateSavedMaterial(input: SavedMaterialInput): FieldErrors {
  return new FieldErrorsBuilder()
    .check(isBlank(input.nome), 'nome', MESSAGES.material.nameRequired)
    .check(isBlank(input.tipo_arquivo_id), 'tipo_arquivo_id', MESSAGES.material.typeRequired)
    .build();
}

/**
 * Validates a course image before upload (§5), keyed `avatar` like the multipart field of
 * `POST /api/arquivo/temp`: jpeg/png/gif, under 10 MB.
 * @example validateCourseImage({ name: 'a.bmp', type: 'image/bmp', size: 1 }) // { avatar: ['Selecione uma imagem corretamente!'] }
 */
export function validateCourseImage(file: FileLike): FieldErrors {
  return new FieldErrorsBuilder()
    .check(!isAcceptedImage(file), 'avatar', MESSAGES.image.typeInvalid)
    .check(!isImageSizeAccepted(file), 'avatar', MESSAGES.image.tooLarge)
    .build();
}
