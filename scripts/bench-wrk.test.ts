import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { measureWithWrk, spreadScript } from './bench-wrk';

/** A loopback server answering 200 and counting the requests it got. */
async function countingServer(): Promise<{ port: number; count: () => number; close: () => Promise<void> }> {
  let requests = 0;
  const server = http.createServer((_request, response) => {
    requests += 1;
    response.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    count: () => requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('measureWithWrk spread over ports (the two-instance row of BENCH_ONLY=cluster)', () => {
  test('each thread loads its own server and the summary counts the requests of both', async () => {
    const [first, second] = await Promise.all([countingServer(), countingServer()]);
    try {
      const figures = await measureWithWrk(`http://127.0.0.1:${first.port}/x`, 'at.localhost', 4, 1, { spreadOverPorts: [first.port, second.port] });
      expect(first.count()).toBeGreaterThan(0);
      expect(second.count()).toBeGreaterThan(0);
      // wrk's rate covers what it counted in its duration; both servers together saw at least that many.
      expect(first.count() + second.count()).toBeGreaterThanOrEqual(figures.requestsPerSecond * 0.9);
      expect(figures.non2xx).toBe(0);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  }, 20_000);

  test('without a spread, every request goes to the port of the URL', async () => {
    const [first, second] = await Promise.all([countingServer(), countingServer()]);
    try {
      await measureWithWrk(`http://127.0.0.1:${first.port}/x`, 'at.localhost', 4, 1);
      expect(first.count()).toBeGreaterThan(0);
      expect(second.count()).toBe(0);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  }, 20_000);

  test('a port that is no port never reaches the script', () => {
    expect(() => spreadScript([3491, 70_000])).toThrow('not a port: 70000');
    expect(() => spreadScript([1.5])).toThrow();
  });
});

test('a spread port nobody listens on stops the run instead of loading the other server twice', async () => {
  const server = await countingServer();
  // The dead port first: wrk starts each thread right after its setup, so a live first port would get requests.
  const closed = await countingServer();
  await closed.close();
  try {
    await expect(measureWithWrk(`http://127.0.0.1:${server.port}/x`, 'at.localhost', 4, 1, { spreadOverPorts: [closed.port, server.port] })).rejects.toThrow();
    expect(server.count()).toBe(0);
  } finally {
    await server.close();
  }
}, 20_000);

test('the headers of a run reach the server beside the Host header', async () => {
  const seen: Array<{ host?: string; encoding?: string; cookie?: string }> = [];
  const server = http.createServer((request, response) => {
    seen.push({ host: request.headers.host, encoding: request.headers['accept-encoding'], cookie: request.headers.cookie });
    response.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await measureWithWrk(`http://127.0.0.1:${(server.address() as AddressInfo).port}/x`, 'de.localhost:3490', 2, 1, { cookie: 'session=a', headers: { 'Accept-Encoding': 'gzip' } });
    expect(seen[0]).toEqual({ host: 'de.localhost:3490', encoding: 'gzip', cookie: 'session=a' });
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}, 20_000);
