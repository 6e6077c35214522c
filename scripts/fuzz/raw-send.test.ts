import net from 'node:net';
import { parseResponseHead, sendRaw } from './raw-send';

function rawServer(answer: (request: Buffer) => string | null): Promise<{ port: number; received: Buffer[]; close: () => Promise<void> }> {
  const received: Buffer[] = [];
  const server = net.createServer((socket) => {
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      const request = Buffer.concat(chunks);
      if (request.indexOf('\r\n\r\n') < 0) return;
      received.push(request);
      const response = answer(request);
      if (response === null) socket.destroy();
      else socket.end(response);
    });
    socket.on('error', () => undefined);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ port, received, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

describe('raw requests of the sweep', () => {
  test('the request line and headers go out byte for byte, as no fetch would send them', async () => {
    const server = await rawServer(() => 'HTTP/1.1 404 Not Found\r\nContent-Type: text/plain\r\nContent-Length: 2\r\n\r\nno');
    try {
      const answer = await sendRaw(server.port, { kind: 'k', method: 'TRACE', target: '/cart/%E0%A4%A/\x01\xff', headers: [['Host', 'at.localhost:99999']] }, 2_000, '127.0.0.1');
      expect(answer).toMatchObject({ kind: 'response', status: 404, contentType: 'text/plain', bodyStart: 'no' });
      const sent = server.received[0]?.toString('latin1') ?? '';
      expect(sent.startsWith('TRACE /cart/%E0%A4%A/\x01\xff HTTP/1.1\r\nHost: at.localhost:99999\r\n')).toBe(true);
      expect(sent).toContain('Connection: close');
    } finally {
      await server.close();
    }
  });

  test('a body gets its Content-Length unless the case frames it itself', async () => {
    const server = await rawServer(() => 'HTTP/1.1 200 OK\r\n\r\n');
    try {
      await sendRaw(server.port, { kind: 'k', method: 'POST', target: '/', headers: [['Host', 'x']], body: Buffer.from('abc') }, 2_000, '127.0.0.1');
      expect(server.received[0]?.toString('latin1')).toContain('Content-Length: 3\r\n');
    } finally {
      await server.close();
    }
  });

  test('a connection closed without an answer is reported as such', async () => {
    const server = await rawServer(() => null);
    try {
      const answer = await sendRaw(server.port, { kind: 'k', method: 'CONNECT', target: 'x:1', headers: [] }, 2_000, '127.0.0.1');
      expect(answer.kind).toBe('closed');
    } finally {
      await server.close();
    }
  });

  test('interim 1xx responses are skipped; an incomplete head is not a response yet', () => {
    expect(parseResponseHead(Buffer.from('HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 415 Unsupported Media Type\r\ncontent-type: text/plain\r\n\r\nx'))).toEqual({ status: 415, contentType: 'text/plain', bodyStart: 'x' });
    expect(parseResponseHead(Buffer.from('HTTP/1.1 200 OK\r\nContent-'))).toBeNull();
  });
});
