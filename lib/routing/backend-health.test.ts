import { BackendHealth, HEALTH_TTL_MS } from './backend-health';

const CONFIG = {
  search_host: 'h',
  search_scheme: 'http',
  search_port: 9200,
  search_front_user: 'u',
  search_front_password: 'p',
  search_index_prefix: 'shop_',
  search_content_index: 'shop_content',
};

/** A backend whose answer the test sets; it counts probes and can hold them open. */
function fakeBackend() {
  const state: { answer: () => Promise<Response>; probes: number } = {
    answer: async () => Response.json(CONFIG),
    probes: 0,
  };
  const fetchImpl = (async () => {
    state.probes += 1;
    return state.answer();
  }) as typeof fetch;
  return { state, fetchImpl };
}

describe('backend health', () => {
  test('current() never waits: it answers the last state and probes in the background when it is old', async () => {
    let now = 0;
    const backend = fakeBackend();
    let release: () => void = () => undefined;
    backend.state.answer = () => new Promise((resolve) => (release = () => resolve(new Response('down', { status: 500 }))));
    const health = new BackendHealth('http://backend/api/ConfigApi', 't', () => now, backend.fetchImpl);
    expect(health.current()).toEqual({ up: true, fresh: false });
    expect(backend.state.probes).toBe(1);
    expect(health.current()).toEqual({ up: true, fresh: false });
    expect(backend.state.probes).toBe(1);
    release();
    await health.check();
    expect(health.current()).toEqual({ up: false, fresh: true });
    now += HEALTH_TTL_MS;
    backend.state.answer = async () => Response.json(CONFIG);
    expect(health.current()).toEqual({ up: false, fresh: false });
    await health.check();
    expect(health.current()).toEqual({ up: true, fresh: true });
  });

  test('a 200 with junk or the wrong shape counts as down, like a 500 or no answer', async () => {
    let now = 0;
    const backend = fakeBackend();
    const health = new BackendHealth('http://backend/api/ConfigApi', 't', () => now, backend.fetchImpl);
    const answers: Array<() => Promise<Response>> = [
      async () => new Response('<html>oops', { status: 200, headers: { 'Content-Type': 'application/json' } }),
      async () => Response.json({ search_host: 1 }),
      async () => new Response('{}', { status: 503 }),
      async () => {
        throw new TypeError('fetch failed');
      },
    ];
    for (const answer of answers) {
      backend.state.answer = answer;
      now += HEALTH_TTL_MS;
      expect(await health.check()).toBe(false);
    }
    backend.state.answer = async () => Response.json(CONFIG);
    now += HEALTH_TTL_MS;
    expect(await health.check()).toBe(true);
  });

  test('a reported failure counts as a fresh state', () => {
    const backend = fakeBackend();
    const health = new BackendHealth('http://backend/api/ConfigApi', 't', () => 0, backend.fetchImpl);
    health.report(false);
    expect(health.current()).toEqual({ up: false, fresh: true });
    expect(backend.state.probes).toBe(0);
  });
});
