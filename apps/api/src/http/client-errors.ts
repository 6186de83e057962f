/**
 * Requests Node's HTTP parser refuses before any route sees them: headers (the address among
 * them) over its 16 kB, a request that took too long to arrive, bytes that are not HTTP.
 * Fastify answers those itself, in English ('Exceeded maximum allowed HTTP header size'); every
 * other refusal of this server is `{message}` in Portuguese (an attacker probe sent a 24 kB
 * address). Same statuses and behaviour as Fastify's handler: answer if the socket can still be
 * written, then close it.
 */
import type { Socket } from 'node:net';
import { MESSAGES } from '@hangar/domain';

/** The parser's error: its `code` says what went wrong. */
type ParserError = Error & { code?: string };

function refusal(code: string | undefined): { status: number; reason: string; message: string } {
  if (code === 'HPE_HEADER_OVERFLOW')
    return {
      status: 431,
      reason: 'Request Header Fields Too Large',
      message: MESSAGES.request.headersTooLarge,
    };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { status: 408, reason: 'Request Timeout', message: MESSAGES.request.timeout };
  return { status: 400, reason: 'Bad Request', message: MESSAGES.request.unreadable };
}

/** Fastify's `clientErrorHandler`: a Portuguese `{message}` for what the parser refused. */
export function answerClientError(error: ParserError, socket: Socket): void {
  // A reset connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const { status, reason, message } = refusal(error.code);
    const body = JSON.stringify({ message });
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
