import { ACCEPTED_IMAGE_TYPES, IMAGE_MAX_BYTES } from '../constants.js';
import { MESSAGES } from '../messages.js';

/** What a validator needs of a file: a browser `File` fits, so does a server's multipart part. */
export interface FileLike {
  readonly name: string;
  /** MIME type; may be empty when the platform does not know it. */
  readonly type: string;
  readonly size: number;
}

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();

const IMAGE_EXTENSIONS: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};

const MATERIAL_EXTENSIONS = new Set(['jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp', 'svg', 'pdf', 'mp4', 'mov']);

/** The MIME type of a file, guessed from its extension when the platform gave none. */
function mimeOf(file: Pick<FileLike, 'name' | 'type'>): string {
  if (file.type) return file.type.toLowerCase();
  const ext = extensionOf(file.name);
  return IMAGE_EXTENSIONS[ext] ?? (ext === 'pdf' ? 'application/pdf' : ext === 'mp4' ? 'video/mp4' : '');
}

/**
 * Whether the material picker accepts a file (§5): images, PDF, mp4 and mov.
 * @example isAcceptedMaterial({ name: 'aula.mov', type: 'video/quicktime' }) // true
 */
export function isAcceptedMaterial(file: Pick<FileLike, 'name' | 'type'>): boolean {
  const mime = mimeOf(file);
  if (
    mime.startsWith('image/') ||
    mime === 'application/pdf' ||
    mime === 'video/mp4' ||
    mime === 'video/quicktime'
  ) {
    return true;
  }
  return mime === '' && MATERIAL_EXTENSIONS.has(extensionOf(file.name));
}

/** The material types by id (§3 Arquivo: 1, 2 and 3 map to different icons). */
export const MATERIAL_TYPE = { pdf: 1, video: 2, image: 3 } as const;

const MOV = /\.mov$/i;

/**
 * The material type a file is (`MATERIAL_TYPE`), from its media type (or its name's extension
 * when the platform gave none); `null` for any other file.
 * @example materialTypeOf({ name: 'aula.mov', type: '' }) // 2
 */
export function materialTypeOf(file: Pick<FileLike, 'name' | 'type'>): number | null {
  const mime = mimeOf(file);
  if (mime.startsWith('image/')) return MATERIAL_TYPE.image;
  if (mime.startsWith('video/') || (mime === '' && MOV.test(file.name))) return MATERIAL_TYPE.video;
  if (mime === 'application/pdf') return MATERIAL_TYPE.pdf;
  return null;
}

/**
 * Whether a material of type `tipo` may hold `file`: a PDF is no Vídeo (its icon, and what an
 * app that plays it does, follow the type). A type other than the three, or a file of no known
 * type, is not judged here.
 * @example materialTypeFits(2, { name: 'apostila.pdf', type: 'application/pdf' }) // false
 */
export function materialTypeFits(
  tipo: number | string | null | undefined,
  file: Pick<FileLike, 'name' | 'type'>,
): boolean {
  const known = (Object.values(MATERIAL_TYPE) as number[]).includes(Number(tipo));
  const kind = materialTypeOf(file);
  return !known || kind === null || kind === Number(tipo);
}

/**
 * Whether a save may give an uploaded file of media type `mime` the material type `tipo`: the
 * file's own (`materialTypeFits`), or one the file already holds on the record saved (`heldAs`),
 * so a record saved before this rule, with a PDF as Vídeo, can still be saved: only a new
 * material or a changed type is judged. The server and the mocks judge course and problem saves
 * with it.
 * @example mayHoldMaterialType(2, 'application/pdf', [2]) // true: held before the rule
 */
export function mayHoldMaterialType(tipo: number, mime: string, heldAs: readonly number[]): boolean {
  return heldAs.includes(tipo) || materialTypeFits(tipo, { name: '', type: mime });
}

/**
 * Whether a course image has an accepted type: jpeg, png or gif (§5).
 * @example isAcceptedImage({ name: 'a.webp', type: 'image/webp' }) // false
 */
export function isAcceptedImage(file: Pick<FileLike, 'name' | 'type'>): boolean {
  return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(mimeOf(file));
}

/**
 * The refusal of a material over the server's limit, in whole megabytes (the server's
 * `HANGAR_MAX_MATERIAL_MB`, 200 by default). The server answers it; the app says it as soon as
 * the file is picked when the page tells it the limit.
 * @example materialTooLargeMessage(200 * 1024 * 1024) // 'Selecione um arquivo com tamanho inferior a 200MB!'
 */
export function materialTooLargeMessage(maxBytes: number): string {
  return MESSAGES.material.tooLarge.replace('{max}', String(Math.floor(maxBytes / (1024 * 1024))));
}

/** Whether a course image is under the 10 MB limit (§5). */
export function isImageSizeAccepted(file: Pick<FileLike, 'size'>): boolean {
  return file.size < IMAGE_MAX_BYTES;
}

/**
 * What a course or a user keeps as `imagem_url` from what a save sent: an empty text is no image,
 * as `null` is. The server and the mocks store this and check it is an uploaded image.
 * @example keptImageUrl('') // null
 */
export const keptImageUrl = (url: string | null | undefined): string | null => url || null;
