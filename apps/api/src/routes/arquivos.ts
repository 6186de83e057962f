/**
 * Uploads: the kind is read from the bytes (file-type), never from the name or the declared
 * type. `POST /api/arquivo/temp` takes a course image (jpeg, png, gif; ≤ 10 MB) in `avatar`;
 * `POST /api/arquivo/upload` a material (images ≤ 10 MB, PDF, mp4, mov ≤ the material limit) in
 * `file`. Files are served back at `GET /uploads/:key`.
 *
 * Who may upload: uploads exist only to be attached to a record, so they need a permission to
 * write a record that holds files. A course image needs `curso.adicionar` or `curso.alterar`; a
 * material (attached to a course's subjects or to a problem) one of `curso.adicionar`,
 * `curso.alterar`, `problema.adicionar`, `problema.alterar`. The view-only account gets 403
 * before a byte of the body is read.
 *
 * Memory: the file part is streamed to storage while it arrives; only its first bytes are held
 * (to read the kind), and the size is counted on the way, so a file over its kind's limit is
 * cut off there, its partial copy removed, and answered 422.
 */
import { randomUUID } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import { uploadFieldsSchema } from '@hangar/api-client/contract';
import {
  ACCEPTED_IMAGE_TYPES,
  IMAGE_MAX_BYTES,
  MESSAGES,
  materialTooLargeMessage,
  materialTypeFits,
  uploadName,
} from '@hangar/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { assertValid, HttpError, ValidationError } from '../http/errors.js';
import { route } from '../http/route.js';
import { INVALID_MESSAGE, issuesToFieldErrors, nulCharacterErrors } from '../http/validation.js';
import type { Services } from '../services.js';
import { STORAGE_KEY } from '../storage/storage.js';

const MATERIAL_TYPES = new Set(['application/pdf', 'video/mp4', 'video/quicktime']);

/**
 * The fields busboy decoded into '\uFFFD' (bytes that are not UTF-8): 'Valor inválido', as the
 * same bytes in a JSON body are refused (`app.ts`), where they were stored as '��'.
 */
function undecodedFieldErrors(fields: Record<string, string>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(fields))
    if (value.includes('\uFFFD')) errors[name] = [INVALID_MESSAGE];
  return errors;
}

/** The default limit of a material (PDF, video): `HANGAR_MAX_MATERIAL_MB` overrides it. */
export const DEFAULT_MATERIAL_MAX_BYTES = 200 * 1024 * 1024;

/** file-type reads at most this many leading bytes to recognise a kind. */
const SNIFF_BYTES = 4100;

export interface UploadOptions {
  /** The largest material (PDF, mp4, mov) accepted. @default DEFAULT_MATERIAL_MAX_BYTES */
  materialMaxBytes?: number;
}

interface Kind {
  ext: string;
  mime: string;
}

interface Stored extends Kind {
  key: string;
  size: number;
  filename: string;
}

/** @fastify/multipart's errors for too many parts, files or fields (413, but not about size). */
const MULTIPART_COUNT_LIMITS = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

/** Raised inside the byte stream when a file passes its limit; answered as a field error. */
class TooLarge extends Error {}

/**
 * The storage failed to keep or give back a file (a full or read-only disk, an object store out of
 * reach): the server's fault, not the file's. Logged as an error and answered 500, where it was a
 * 422 'Valor inválido' on the body (the user told their file was wrong, the operator told nothing)
 * or, with the object store's socket error, a 503 blaming the database.
 */
function storageFailed(request: FastifyRequest, error: unknown): HttpError {
  request.log.error({ err: error }, 'upload storage failed');
  return new HttpError(500, MESSAGES.errors.generic);
}

/**
 * The multipart body: the file part (of `fileField`) is checked by `accept` from its first bytes
 * and streamed to storage under a new key; other fields are collected. Anything stored is removed
 * again when the request fails later (a bad field, a broken body).
 */
async function receive(
  request: FastifyRequest,
  services: Services,
  fileField: string,
  maxRequestFileBytes: number,
  accept: (kind: Kind | undefined) => { maxBytes: number; tooLarge: string } | { refused: string },
): Promise<{ file: Stored | null; fields: Record<string, string> }> {
  const fields: Record<string, string> = {};
  let file: Stored | null = null;
  // busboy throws a plain Error (a 500) on a multipart type without a boundary: refuse it first.
  const type = request.headers['content-type'] ?? '';
  if (!/;\s*boundary=("[^"]+"|[^\s;]+)/i.test(type)) {
    throw new ValidationError({ body: [INVALID_MESSAGE] });
  }
  try {
    const parts = request.parts({
      // +1: busboy stops at the limit, so a file of exactly the limit is not mistaken for more.
      limits: { fileSize: maxRequestFileBytes + 1, files: 1, fields: 20, fieldSize: 64 * 1024 },
    });
    for await (const part of parts) {
      if (part.type !== 'file') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const upload = part as MultipartFile;
      if (upload.fieldname !== fileField || file) {
        // Not the file this route takes: read it to nothing (no buffering) and go on.
        for await (const _ of upload.file);
        continue;
      }
      file = await storeStream(request, services, upload, fileField, accept);
    }
    return { file, fields };
  } catch (error) {
    discardRestOf(request);
    if (file) await services.storage.delete(file.key).catch(() => {});
    if (error instanceof HttpError) throw error;
    // More parts than a form of one file and a few fields sends: a malformed body, not one over
    // the size limit (these limits answer 413, which the app says in megabytes).
    if (MULTIPART_COUNT_LIMITS.has(String((error as { code?: unknown }).code))) {
      throw new ValidationError({ body: [INVALID_MESSAGE] });
    }
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) throw error;
    // A body busboy could not read (truncated, malformed parts) is bad input, not a server fault.
    throw new ValidationError({ body: [INVALID_MESSAGE] });
  }
}

/**
 * Reads what is left of a refused upload to nothing. The parser stops reading where the refusal
 * came (a kind not accepted, past the size limit), and a browser sends the whole body before it
 * reads an answer: with the rest unread the connection stalls once its buffers are full, and the
 * upload hung at some per cent without ever showing the message (a 6 MB file here). Bounded by
 * the server's request timeout, like any upload.
 */
function discardRestOf(request: FastifyRequest): void {
  const raw = request.raw;
  if (raw.readableEnded) return;
  raw.unpipe();
  raw.resume();
}

async function storeStream(
  request: FastifyRequest,
  services: Services,
  upload: MultipartFile,
  fileField: string,
  accept: (kind: Kind | undefined) => { maxBytes: number; tooLarge: string } | { refused: string },
): Promise<Stored> {
  const chunks = upload.file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const head: Buffer[] = [];
  let headSize = 0;
  let ended = false;
  while (headSize < SNIFF_BYTES) {
    const next = await chunks.next();
    if (next.done) {
      ended = true;
      break;
    }
    head.push(next.value);
    headSize += next.value.length;
  }
  // Loaded with the first upload rather than at start (~0.1 s of the server's start-up).
  const { fileTypeFromBuffer } = await import('file-type');
  const kind = await fileTypeFromBuffer(Buffer.concat(head));
  const verdict = accept(kind);
  if ('refused' in verdict) throw new ValidationError({ [fileField]: [verdict.refused] });
  const { maxBytes, tooLarge } = verdict;
  const key = `${randomUUID()}.${kind!.ext}`;
  let size = 0;
  /** Whether reading the request failed (a truncated body) while the storage took the file. */
  let bodyFailed = false;
  const body = async function* () {
    for (const chunk of head) {
      size += chunk.length;
      if (size > maxBytes) throw new TooLarge();
      yield chunk;
    }
    while (!ended) {
      let next: IteratorResult<Buffer>;
      try {
        next = await chunks.next();
      } catch (error) {
        bodyFailed = true;
        throw error;
      }
      if (next.done) break;
      size += next.value.length;
      if (size > maxBytes) throw new TooLarge();
      yield next.value;
    }
    if (upload.file.truncated) throw new TooLarge();
  };
  try {
    await services.storage.put(key, body());
  } catch (error) {
    if (error instanceof TooLarge) throw new ValidationError({ [fileField]: [tooLarge] });
    // The request failing under the storage (a truncated body) is the body's fault, answered as
    // such by `receive`; the storage's own failure is the server's.
    if (bodyFailed || upload.file.truncated) throw error;
    throw storageFailed(request, error);
  }
  return { key, size, ext: kind!.ext, mime: kind!.mime, filename: upload.filename };
}

/**
 * The name a served upload is saved under: the stored name without path separators, ending in the
 * extension of what the bytes are (`ext`, from the storage key). The name is the uploader's to
 * choose, so a PDF named 'x.html', saved to disk and opened, would otherwise open as a page.
 * @example downloadName('../../notas.html', 'pdf') // '.._.._notas.html.pdf'
 */
export function downloadName(nome: string, ext: string): string {
  const flat = nome.replace(/[/\\]/g, '_');
  const endings = ext === 'jpg' ? ['.jpg', '.jpeg'] : [`.${ext}`];
  return endings.some((end) => flat.toLowerCase().endsWith(end)) ? flat : `${flat}.${ext}`;
}

/** `Content-Disposition` with the stored name, ASCII fallback plus RFC 5987 UTF-8 form. */
function disposition(type: 'inline' | 'attachment', nome: string): string {
  const ascii = nome.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(nome)}`;
}

/**
 * The policy of a served upload: whatever the file holds, it runs no script on Hangar's origin
 * (`sandbox` gives it an opaque origin; nothing may be loaded from it but itself).
 */
export const UPLOAD_CSP =
  "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox";

export function arquivoRoutes(app: FastifyInstance, services: Services, options: UploadOptions = {}): void {
  const { db, storage } = services;
  const materialMax = options.materialMaxBytes ?? DEFAULT_MATERIAL_MAX_BYTES;

  /** Records a stored upload as `usuarioId`'s: only they may attach it (attachable-uploads.ts). */
  const record = async (
    file: Stored,
    nome: string,
    tipo: number | null,
    temp: boolean,
    usuarioId: number,
  ) => {
    const url = `/uploads/${file.key}`;
    // The file's own name, as the person's device named it (the stored key is random).
    const original = uploadName(file.filename, `arquivo.${file.ext}`);
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO arquivo (nome, storage_key, url, mime, tamanho, tipo_arquivo_id, temporario, usuario_id, nome_original)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [nome, file.key, url, file.mime, file.size, tipo, temp, usuarioId, original],
    );
    return {
      id: rows[0]!.id,
      url,
      nome,
      nome_original: original,
      mime: file.mime,
      tamanho: file.size,
      tipo_arquivo_id: tipo,
    };
  };

  // Who may upload is the contract's `auth` ({ anyOf: UPLOAD_PERMISSIONS.* }), checked by
  // `route()` before a byte of the body is read.
  route(app, services, 'arquivos.temp', async ({ request, user }) => {
    const { file } = await receive(request, services, 'avatar', IMAGE_MAX_BYTES, (kind) =>
      kind && (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(kind.mime)
        ? { maxBytes: IMAGE_MAX_BYTES, tooLarge: MESSAGES.image.tooLarge }
        : { refused: MESSAGES.image.typeInvalid },
    );
    if (!file) throw new ValidationError({ avatar: [MESSAGES.material.fileRequired] });
    try {
      return {
        data: await record(file, uploadName(file.filename, `imagem.${file.ext}`), null, true, user!.id),
      };
    } catch (error) {
      await storage.delete(file.key).catch(() => {});
      throw error;
    }
  });

  route(app, services, 'arquivos.upload', async ({ request, user }) => {
    const { file, fields } = await receive(
      request,
      services,
      'file',
      Math.max(materialMax, IMAGE_MAX_BYTES),
      (kind) => {
        if (kind?.mime.startsWith('image/'))
          return { maxBytes: IMAGE_MAX_BYTES, tooLarge: MESSAGES.image.tooLarge };
        if (kind && MATERIAL_TYPES.has(kind.mime))
          return { maxBytes: materialMax, tooLarge: materialTooLargeMessage(materialMax) };
        return { refused: MESSAGES.material.fileTypeInvalid };
      },
    );
    try {
      assertValid({ ...undecodedFieldErrors(fields), ...nulCharacterErrors(fields) });
      const parsed = uploadFieldsSchema.safeParse(fields, { reportInput: true });
      if (!parsed.success) throw new ValidationError(issuesToFieldErrors(parsed.error));
      if (!file) throw new ValidationError({ file: [MESSAGES.material.fileRequired] });
      const tipo = parsed.data.tipo_arquivo_id ?? null;
      if (tipo !== null) {
        const { rows } = await db.query('SELECT 1 FROM tipo_arquivo WHERE id = $1', [tipo]);
        if (!rows.length) throw new ValidationError({ tipo_arquivo_id: [MESSAGES.field.invalid] });
        // The type chosen must be the file's, as its bytes say (a PDF sent as Vídeo).
        if (!materialTypeFits(tipo, { name: file.filename, type: file.mime })) {
          throw new ValidationError({ tipo_arquivo_id: [MESSAGES.material.typeMismatch] });
        }
      }
      const nome = uploadName(parsed.data.nome, uploadName(file.filename, `arquivo.${file.ext}`));
      return { data: await record(file, nome, tipo, false, user!.id) };
    } catch (error) {
      if (file) await storage.delete(file.key).catch(() => {});
      throw error;
    }
  });

  app.get<{ Params: { key: string } }>('/uploads/:key', async (request, reply) => {
    const { key } = request.params;
    if (!STORAGE_KEY.test(key)) return reply.code(404).send({ message: MESSAGES.errors.notFound });
    const { rows } = await db.query<{ mime: string; nome: string }>(
      'SELECT mime, nome FROM arquivo WHERE storage_key = $1',
      [key],
    );
    let body: Awaited<ReturnType<typeof storage.get>> = null;
    try {
      if (rows[0]) body = await storage.get(key);
    } catch (error) {
      throw storageFailed(request, error);
    }
    if (!rows[0] || !body) return reply.code(404).send({ message: MESSAGES.errors.notFound });
    const { mime, nome } = rows[0];
    // Images are shown in the page (<img>, or opened in a tab); every other material is a
    // download, so a PDF or a video never renders as a document of Hangar's origin.
    const inline = (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(mime) || mime === 'image/webp';
    return reply
      .header('content-type', mime)
      .header(
        'content-disposition',
        disposition(
          inline ? 'inline' : 'attachment',
          downloadName(nome, key.slice(key.lastIndexOf('.') + 1)),
        ),
      )
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', UPLOAD_CSP)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(body);
  });
}
