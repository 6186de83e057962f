import { MESSAGES } from '../messages.js';
import { type FieldErrors, FieldErrorsBuilder, isBlank } from './field-errors.js';
import { type FileLike, isAcceptedImage, isAcceptedMaterial, isImageSizeAccepted } from './files.js';

interface Removable {
  deleted_at?: string | null;
}

/** A subject as the course validator reads it. */
export interface SubjectInput extends Removable {
  nome?: string | null;
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

const removed = (item: Removable) => !isBlank(item.deleted_at);

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
 * module and subject not removed, its title (`modulos.{i}.nome`, `modulos.{i}.assuntos.{j}.nome`).
 * @example validateCourse({ situacao: '', modulos: [] }) // { situacao: ['Informe a situação do curso'], modulos: ['Informe algum módulo para o curso'] }
 */
export function validateCourse(input: CourseInput): FieldErrors {
  const b = new FieldErrorsBuilder()
    .check(isBlank(input.situacao), 'situacao', MESSAGES.course.situacaoRequired)
    .check(!(input.modulos ?? []).some((m) => !removed(m)), 'modulos', MESSAGES.course.modulesRequired);
  (input.modulos ?? []).forEach((m, i) => {
    if (removed(m)) return;
    b.merge(validateModule(m), `modulos.${i}`);
    (m.assuntos ?? []).forEach((s, j) => {
      if (!removed(s)) b.merge(validateSubject(s), `modulos.${i}.assuntos.${j}`);
    });
  });
  return b.build();
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
 * and be an image, PDF, mp4 or mov.
 * @example validateMaterial({ nome: 'Apostila', tipo_arquivo_id: 1, arquivo_id: 9 }) // {}
 */
export function validateMaterial(input: MaterialInput): FieldErrors {
  const hasFile = !!input.file || !isBlank(input.arquivo_id);
  return new FieldErrorsBuilder()
    .check(isBlank(input.nome), 'nome', MESSAGES.material.nameRequired)
    .check(isBlank(input.tipo_arquivo_id), 'tipo_arquivo_id', MESSAGES.material.typeRequired)
    .check(!hasFile, 'file', MESSAGES.material.fileRequired)
    .check(!!input.file && !isAcceptedMaterial(input.file), 'file', MESSAGES.material.fileTypeInvalid)
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
