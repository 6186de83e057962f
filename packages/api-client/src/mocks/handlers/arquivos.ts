/**
 * Uploads: `POST /api/arquivo/temp` (field `avatar`, the course image) and `POST /api/arquivo/upload`
 * (`file`, `nome`, `tipo_arquivo_id`). As on the server, the kind comes from the file's first bytes,
 * not its name: images (jpeg, png, gif, webp) at most 10 MB, PDF, mp4 and mov.
 */
import { IMAGE_MAX_BYTES, MESSAGES, materialTypeFits, materialTypeOf, uploadName } from '@hangar/domain';
import type { HttpHandler } from 'msw';
import { UPLOAD_FIELDS } from '../../contract/index.js';
import type { MockDb } from '../db.js';
import { invalid, mockRoute } from './route.js';

type Kind = { mime: string; image: boolean };

/** Sniffs the kind of a file from its magic bytes. */
export function sniff(bytes: Uint8Array): Kind | null {
  const at = (offset: number, ...values: number[]) => values.every((v, i) => bytes[offset + i] === v);
  const ascii = (offset: number, text: string) => at(offset, ...[...text].map((c) => c.charCodeAt(0)));
  if (at(0, 0xff, 0xd8, 0xff)) return { mime: 'image/jpeg', image: true };
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return { mime: 'image/png', image: true };
  if (ascii(0, 'GIF87a') || ascii(0, 'GIF89a')) return { mime: 'image/gif', image: true };
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return { mime: 'image/webp', image: true };
  if (ascii(0, '%PDF-')) return { mime: 'application/pdf', image: false };
  if (ascii(4, 'ftyp')) {
    return ascii(8, 'qt  ') ? { mime: 'video/quicktime', image: false } : { mime: 'video/mp4', image: false };
  }
  return null;
}

const IMAGE_MIMES = new Set(['image/jpeg', 'image/png', 'image/gif']);

function urlFor(file: File, id: number): string {
  // A blob: url lets stories show the uploaded image; Node has createObjectURL too.
  if (typeof URL.createObjectURL === 'function') return URL.createObjectURL(file);
  return `/uploads/mock/${id}-${encodeURIComponent(file.name)}`;
}

export function arquivosHandlers(db: MockDb): HttpHandler[] {
  return [
    mockRoute(db, 'arquivos.temp', async ({ form }) => {
      const field = UPLOAD_FIELDS.temp;
      const file = form?.get(field);
      if (!(file instanceof File)) throw invalid({ [field]: [MESSAGES.field.required] });
      const kind = sniff(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
      // The course image: only jpeg, png or gif (§5).
      if (!kind || !IMAGE_MIMES.has(kind.mime)) throw invalid({ [field]: [MESSAGES.image.typeInvalid] });
      if (file.size > IMAGE_MAX_BYTES) throw invalid({ [field]: [MESSAGES.image.tooLarge] });
      const id = db.nextId('upload', db.uploads);
      const uploaded = {
        id,
        url: urlFor(file, id),
        nome: uploadName(file.name, 'imagem'),
        mime: kind.mime,
        tamanho: file.size,
        tipo_arquivo_id: null,
      };
      db.uploads.push(uploaded);
      return { data: { ...uploaded } };
    }),
    mockRoute(db, 'arquivos.upload', async ({ form, body }) => {
      const field = UPLOAD_FIELDS.upload;
      const file = form?.get(field);
      if (!(file instanceof File)) throw invalid({ [field]: [MESSAGES.material.fileRequired] });
      const kind = sniff(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
      if (!kind) throw invalid({ [field]: [MESSAGES.material.fileTypeInvalid] });
      if (kind.image && file.size > IMAGE_MAX_BYTES) throw invalid({ [field]: [MESSAGES.image.tooLarge] });
      // As on the server: the type chosen must be the file's (a PDF sent as Vídeo).
      if (
        body.tipo_arquivo_id != null &&
        !materialTypeFits(body.tipo_arquivo_id, { name: file.name, type: kind.mime })
      ) {
        throw invalid({ tipo_arquivo_id: [MESSAGES.material.typeMismatch] });
      }
      const id = db.nextId('upload', db.uploads);
      const uploaded = {
        id,
        url: urlFor(file, id),
        nome: uploadName(body.nome, uploadName(file.name, 'arquivo')),
        nome_original: uploadName(file.name, 'arquivo'),
        mime: kind.mime,
        tamanho: file.size,
        tipo_arquivo_id: body.tipo_arquivo_id ?? materialTypeOf({ name: file.name, type: kind.mime }),
      };
      db.uploads.push(uploaded);
      return { data: { ...uploaded } };
    }),
  ];
}
