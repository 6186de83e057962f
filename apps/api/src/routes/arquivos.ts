/**
 * Uploads: the kind is read from the bytes (file-type), never from the name or the declared
 * type. `POST /api/arquivo/temp` takes a course image (jpeg, png, gif; ≤ 10 MB) in `avatar`;
 * `POST /api/arquivo/upload` a material (images ≤ 10 MB, PDF, mp4, mov) in `file`.
 * Files are served back at `GET /uploads/:key` (public, so `<img src>` works).
 */
import { randomUUID } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import { uploadFieldsSchema } from '@hangar/api-client/contract';
import { ACCEPTED_IMAGE_TYPES, IMAGE_MAX_BYTES, MESSAGES } from '@hangar/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { ValidationError } from '../http/errors.js';
import { route } from '../http/route.js';
import { issuesToFieldErrors } from '../http/validation.js';
import type { Services } from '../services.js';
import { STORAGE_KEY } from '../storage/storage.js';

const MATERIAL_TYPES = new Set(['application/pdf', 'video/mp4', 'video/quicktime']);

interface Received {
  file: { buffer: Buffer; filename: string } | null;
  fields: Record<string, string>;
}

async function receive(request: FastifyRequest, fileField: string): Promise<Received> {
  const out: Received = { file: null, fields: {} };
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const file = part as MultipartFile;
      const buffer = await file.toBuffer();
      if (file.fieldname === fileField && !out.file) out.file = { buffer, filename: file.filename };
    } else if (typeof part.value === 'string') {
      out.fields[part.fieldname] = part.value;
    }
  }
  return out;
}

export function arquivoRoutes(app: FastifyInstance, services: Services): void {
  const { db, storage } = services;

  const store = async (
    buffer: Buffer,
    ext: string,
    mime: string,
    nome: string,
    tipo: number | null,
    temp: boolean,
  ) => {
    const key = `${randomUUID()}.${ext}`;
    await storage.put(key, buffer);
    const url = `/uploads/${key}`;
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO arquivo (nome, storage_key, url, mime, tamanho, tipo_arquivo_id, temporario)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [nome, key, url, mime, buffer.length, tipo, temp],
    );
    return { id: rows[0]!.id, url, nome, mime, tamanho: buffer.length, tipo_arquivo_id: tipo };
  };

  route(app, services, 'arquivos.temp', async ({ request }) => {
    const { file } = await receive(request, 'avatar');
    if (!file) throw new ValidationError({ avatar: [MESSAGES.material.fileRequired] });
    const kind = await fileTypeFromBuffer(file.buffer);
    if (!kind || !(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(kind.mime)) {
      throw new ValidationError({ avatar: [MESSAGES.image.typeInvalid] });
    }
    if (file.buffer.length > IMAGE_MAX_BYTES)
      throw new ValidationError({ avatar: [MESSAGES.image.tooLarge] });
    return {
      data: await store(file.buffer, kind.ext, kind.mime, file.filename || `imagem.${kind.ext}`, null, true),
    };
  });

  route(app, services, 'arquivos.upload', async ({ request }) => {
    const { file, fields } = await receive(request, 'file');
    const parsed = uploadFieldsSchema.safeParse(fields, { reportInput: true });
    if (!parsed.success) throw new ValidationError(issuesToFieldErrors(parsed.error));
    if (!file) throw new ValidationError({ file: [MESSAGES.material.fileRequired] });
    const kind = await fileTypeFromBuffer(file.buffer);
    const isImage = kind?.mime.startsWith('image/') ?? false;
    if (!kind || !(isImage || MATERIAL_TYPES.has(kind.mime))) {
      throw new ValidationError({ file: [MESSAGES.material.fileTypeInvalid] });
    }
    if (isImage && file.buffer.length > IMAGE_MAX_BYTES)
      throw new ValidationError({ file: [MESSAGES.image.tooLarge] });
    const tipo = parsed.data.tipo_arquivo_id ?? null;
    if (tipo !== null) {
      const { rows } = await db.query('SELECT 1 FROM tipo_arquivo WHERE id = $1', [tipo]);
      if (!rows.length) throw new ValidationError({ tipo_arquivo_id: [MESSAGES.field.invalid] });
    }
    const nome = parsed.data.nome?.trim() || file.filename || `arquivo.${kind.ext}`;
    return { data: await store(file.buffer, kind.ext, kind.mime, nome, tipo, false) };
  });

  app.get<{ Params: { key: string } }>('/uploads/:key', async (request, reply) => {
    const { key } = request.params;
    if (!STORAGE_KEY.test(key)) return reply.code(404).send({ message: MESSAGES.errors.notFound });
    const { rows } = await db.query<{ mime: string }>('SELECT mime FROM arquivo WHERE storage_key = $1', [
      key,
    ]);
    const body = rows[0] ? await storage.get(key) : null;
    if (!rows[0] || !body) return reply.code(404).send({ message: MESSAGES.errors.notFound });
    return reply
      .header('content-type', rows[0].mime)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(body);
  });
}
