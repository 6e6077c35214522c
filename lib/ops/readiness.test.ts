import { readiness } from './readiness';

describe('the readiness rule', () => {
  test('ready (200) while the backend answers and the instance is not stopping', () => {
    expect(readiness({ draining: false, backendUp: true })).toEqual({ status: 200, body: { status: 'ready', backend: 'up' } });
  });

  test('not ready (503) while the backend is down', () => {
    expect(readiness({ draining: false, backendUp: false })).toEqual({ status: 503, body: { status: 'not-ready', backend: 'down' } });
  });

  test('a draining instance is not ready whatever the backend does', () => {
    expect(readiness({ draining: true, backendUp: true })).toEqual({ status: 503, body: { status: 'draining' } });
    expect(readiness({ draining: true, backendUp: false }).status).toBe(503);
  });
});
