/**
 * Uploads go through XMLHttpRequest where the runtime has it, for `upload.onprogress`. Node has no
 * XHR, so this test hands the client a minimal XHR that behaves like the browser's: it reports
 * upload progress in chunks, then answers.
 */
import { describe, expect, it } from 'vitest';
import { memorySessionStorage } from '../session/storage.js';
import { ApiError } from './api-error.js';
import { createApiClient } from './create-api-client.js';
import type { XhrConstructor } from './transport.js';

interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

function fakeXhr(answer: { status: number; body: unknown }, sent: Sent[], chunks = 4): XhrConstructor {
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: {
      onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    #request: Sent = { method: '', url: '', headers: {}, body: null };
    #aborted = false;
    open(method: string, url: string) {
      this.#request = { method, url, headers: {}, body: null };
    }
    setRequestHeader(name: string, value: string) {
      this.#request.headers[name.toLowerCase()] = value;
    }
    abort() {
      this.#aborted = true;
      this.onabort?.();
    }
    send(body: unknown) {
      this.#request.body = body;
      sent.push(this.#request);
      const total = 1000;
      let step = 0;
      const tick = () => {
        if (this.#aborted) return;
        step += 1;
        if (step <= chunks) {
          this.upload.onprogress?.({ lengthComputable: true, loaded: (total * step) / chunks, total });
          setTimeout(tick, 1);
          return;
        }
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.onload?.();
      };
      setTimeout(tick, 1);
    }
  }
  return FakeXhr as unknown as XhrConstructor;
}

const session = {
  access_token: 'tok',
  refresh_token: 'ref',
  expires_in: 3600,
  expires_in_date: '2099-01-01T00:00:00.000Z',
};
const uploaded = {
  id: 9,
  url: '/uploads/9.pdf',
  nome: 'Apostila',
  mime: 'application/pdf',
  tamanho: 9,
  tipo_arquivo_id: 1,
};

describe('uploads through XMLHttpRequest', () => {
  it('sends multipart with the Bearer header and reports progress up to 1', async () => {
    const sent: Sent[] = [];
    const client = createApiClient({
      baseUrl: 'http://api.test',
      clientId: 2,
      clientSecret: 's',
      storage: memorySessionStorage(session),
      xhr: fakeXhr({ status: 201, body: { data: uploaded } }, sent),
    });
    const progress: number[] = [];
    const file = new File(['%PDF-1.4'], 'apostila.pdf', { type: 'application/pdf' });

    const result = await client.arquivos.upload({
      body: { file, nome: 'Apostila', tipo_arquivo_id: 1 },
      onProgress: (f) => progress.push(f),
    });

    expect(result).toEqual({ data: uploaded });
    expect(progress).toEqual([0.25, 0.5, 0.75, 1]);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.url).toBe('http://api.test/api/arquivo/upload');
    expect(sent[0]!.headers.authorization).toBe('Bearer tok');
    expect(sent[0]!.headers['content-type']).toBeUndefined();
    const form = sent[0]!.body as FormData;
    expect(form.get('nome')).toBe('Apostila');
    expect(form.get('tipo_arquivo_id')).toBe('1');
    expect((form.get('file') as File).name).toBe('apostila.pdf');
  });

  it('turns a 422 into an ApiError with the field map', async () => {
    const client = createApiClient({
      baseUrl: 'http://api.test',
      clientId: 2,
      clientSecret: 's',
      storage: memorySessionStorage(session),
      xhr: fakeXhr({ status: 422, body: { avatar: ['Selecione uma imagem corretamente!'] } }, []),
    });
    const error = (await client.arquivos
      .temp({ body: { avatar: new File(['x'], 'x.txt') } })
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.fieldErrors).toEqual({ avatar: ['Selecione uma imagem corretamente!'] });
  });

  it('aborts with the signal', async () => {
    const client = createApiClient({
      baseUrl: 'http://api.test',
      clientId: 2,
      clientSecret: 's',
      storage: memorySessionStorage(session),
      xhr: fakeXhr({ status: 201, body: { data: uploaded } }, [], 50),
    });
    const controller = new AbortController();
    const pending = client.arquivos.upload({
      body: { file: new File(['%PDF'], 'a.pdf') },
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 5);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
