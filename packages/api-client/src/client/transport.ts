/**
 * The two ways a request leaves: `fetch` for everything, `XMLHttpRequest` for uploads because
 * only XHR reports upload progress (`upload.onprogress`). Both return the same raw answer.
 */

/** A request ready to send. */
export interface OutgoingRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | FormData | undefined;
  signal?: AbortSignal | undefined;
  /** `include` for the refresh cookie on a cross-origin API (cookie mode's `/oauth` calls). */
  credentials?: Credentials | undefined;
}

/**
 * `fetch`'s `credentials`, spelled out: the DOM's `RequestCredentials` is no name in a Node
 * program's types, and a Node consumer's `tsc` failed on it (a consumer probe, 7 December).
 */
export type Credentials = 'omit' | 'same-origin' | 'include';

/** The answer before it is interpreted. */
export interface RawResponse {
  status: number;
  /** The body text; `''` when empty. */
  text: string;
}

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export async function sendWithFetch(fetchImpl: FetchLike, request: OutgoingRequest): Promise<RawResponse> {
  const response = await fetchImpl(request.url, {
    method: request.method,
    headers: request.headers,
    body: request.body ?? null,
    signal: request.signal ?? null,
    ...(request.credentials ? { credentials: request.credentials } : {}),
  });
  return { status: response.status, text: await response.text() };
}

/** What an upload's progress event carries (the DOM's `ProgressEvent`). */
interface ProgressLike {
  lengthComputable: boolean;
  loaded: number;
  total: number;
}

/**
 * The part of the browser's `XMLHttpRequest` an upload uses, written out so the package's types
 * need no DOM library (a Node program type-checks them too); `XMLHttpRequest` fits it.
 */
export interface XhrLike {
  open(method: string, url: string, async: boolean): void;
  setRequestHeader(name: string, value: string): void;
  send(body?: string | FormData | null): void;
  abort(): void;
  readonly status: number;
  readonly responseText: string;
  readonly upload: { onprogress: Handler<ProgressLike> | null };
  onload: Handler<never> | null;
  onerror: Handler<never> | null;
  onabort: Handler<never> | null;
}

/** An event handler, compared as a method (bivariantly), as the DOM's handlers are assigned. */
type Handler<E> = { bivarianceHack(event: E): unknown }['bivarianceHack'];

/** The constructor shape the upload needs (the browser's `XMLHttpRequest`). */
export type XhrConstructor = new () => XhrLike;

/** The `XMLHttpRequest` of this runtime, if there is one (browsers; not Node). */
export function runtimeXhr(): XhrConstructor | undefined {
  // Typed as the DOM's own class, so `tsc` says whether it still fits `XhrConstructor` (the
  // declarations name no DOM type, for a Node program to check them).
  return (globalThis as { XMLHttpRequest?: typeof XMLHttpRequest }).XMLHttpRequest;
}

function abortError(): Error {
  return typeof DOMException === 'function'
    ? new DOMException('The operation was aborted.', 'AbortError')
    : Object.assign(new Error('The operation was aborted.'), { name: 'AbortError' });
}

/**
 * Sends with `XMLHttpRequest`, reporting the upload's progress as a fraction between 0 and 1.
 * Rejects with a `TypeError` on a network failure (like `fetch`) and an `AbortError` on abort.
 */
export function sendWithXhr(
  Xhr: XhrConstructor,
  request: OutgoingRequest,
  onProgress?: (fraction: number) => void,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    if (request.signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new Xhr();
    xhr.open(request.method, request.url, true);
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    const onAbort = () => xhr.abort();
    request.signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => request.signal?.removeEventListener('abort', onAbort);
    let last = -1;
    const report = (fraction: number) => {
      if (fraction === last) return;
      last = fraction;
      onProgress?.(fraction);
    };
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) report(Math.min(1, event.loaded / event.total));
      };
    }
    xhr.onload = () => {
      done();
      report(1);
      resolve({ status: xhr.status, text: typeof xhr.responseText === 'string' ? xhr.responseText : '' });
    };
    xhr.onerror = () => {
      done();
      reject(new TypeError('Network request failed'));
    };
    xhr.onabort = () => {
      done();
      reject(abortError());
    };
    xhr.send(request.body ?? null);
  });
}
