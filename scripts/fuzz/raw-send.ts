import net from 'node:net';
import { wireBytes, type FuzzCase } from './fuzz-case';

/** What came back for one request: a status, or no answer (the server closed the connection, or it timed out). */
export type Answer =
  | { kind: 'response'; status: number; ms: number; contentType: string; bodyStart: string }
  | { kind: 'closed' | 'timeout' | 'error'; ms: number; detail: string };

const HEAD_END = Buffer.from('\r\n\r\n');

/** Parses the status and Content-Type of the first final response in `data` (1xx interim responses are skipped). */
export function parseResponseHead(data: Buffer): { status: number; contentType: string; bodyStart: string } | null {
  let offset = 0;
  for (;;) {
    const end = data.indexOf(HEAD_END, offset);
    if (end < 0) return null;
    const head = data.subarray(offset, end).toString('latin1');
    const match = /^HTTP\/1\.[01] (\d{3})/.exec(head);
    if (!match?.[1]) return null;
    const status = Number(match[1]);
    if (status >= 100 && status < 200) {
      offset = end + HEAD_END.length;
      continue;
    }
    const contentType = /\r\ncontent-type:[ \t]*([^\r\n]*)/i.exec(head)?.[1] ?? '';
    return { status, contentType, bodyStart: data.subarray(end + HEAD_END.length, end + HEAD_END.length + 300).toString('utf8') };
  }
}

/**
 * Sends one case over a fresh loopback connection, byte for byte as the case says (node:net, so nothing normalises
 * the request line or the headers), and resolves once the response head arrived (with the body bytes that came with it).
 */
export function sendRaw(port: number, fuzzCase: FuzzCase, timeoutMs: number, host = 'localhost'): Promise<Answer> {
  const started = performance.now();
  const elapsed = () => Math.round((performance.now() - started) * 10) / 10;
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let settled = false;
    const socket = net.connect({ host, port });
    const finish = (answer: Answer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(answer);
    };
    const timer = setTimeout(() => finish({ kind: 'timeout', ms: elapsed(), detail: `no response within ${timeoutMs} ms` }), timeoutMs);
    const tryParse = (final: boolean) => {
      const data = Buffer.concat(chunks);
      const head = parseResponseHead(data);
      if (head) finish({ kind: 'response', ms: elapsed(), ...head });
      else if (final) {
        finish(
          data.length > 0
            ? { kind: 'error', ms: elapsed(), detail: `unparsable response: ${data.subarray(0, 80).toString('latin1')}` }
            : { kind: 'closed', ms: elapsed(), detail: 'connection closed without a response' },
        );
      }
    };
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      tryParse(false);
    });
    socket.on('end', () => tryParse(true));
    socket.on('close', () => tryParse(true));
    // A server may answer (405, 413) and close before a large body is all written: that answer still counts.
    socket.on('error', (error) => {
      if (chunks.length > 0) tryParse(true);
      else finish({ kind: 'error', ms: elapsed(), detail: error.message });
    });
    writeInPieces(socket, wireBytes(fuzzCase), () => settled || chunks.length > 0);
  });
}

const PIECE = 64 * 1024;

/** Writes a request in pieces, waiting for the socket to drain, and stops once the server has started to answer. */
function writeInPieces(socket: net.Socket, bytes: Buffer, answered: () => boolean, offset = 0): void {
  while (offset < bytes.length) {
    if (answered() || socket.destroyed) return;
    const piece = bytes.subarray(offset, offset + PIECE);
    offset += piece.length;
    if (!socket.write(piece)) {
      socket.once('drain', () => writeInPieces(socket, bytes, answered, offset));
      return;
    }
  }
}
