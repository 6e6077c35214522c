import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { CAPTCHA_LIFE_MS, CaptchaReplayGuard, newCaptchaChallenge, verifyCaptcha } from './captcha';

const SECRET = 'test-captcha-secret-0123456789abcdef';
/** verifySolution reads the real clock for the expiry, so the challenges are made now. */
const NOW = Date.now();

/** Solves a challenge as the widget does and encodes its payload. */
async function solvedPayload(secret = SECRET, now = NOW): Promise<string> {
  const challenge = await newCaptchaChallenge(secret, now);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('not solved');
  return Buffer.from(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution })).toString('base64');
}

describe('captcha', () => {
  test('S5-37 a solved challenge of our key is accepted once; a replay is refused', async () => {
    const guard = new CaptchaReplayGuard();
    const payload = await solvedPayload();
    await expect(verifyCaptcha(payload, SECRET, guard, NOW + 1000)).resolves.toBe('accepted');
    await expect(verifyCaptcha(payload, SECRET, guard, NOW + 2000)).resolves.toBe('replayed');
  });

  test('S5-37 the captcha must be accepted: missing, test-mode, foreign-key and tampered payloads are refused', async () => {
    const guard = new CaptchaReplayGuard();
    await expect(verifyCaptcha(undefined, SECRET, guard, NOW)).resolves.toBe('missing');
    await expect(verifyCaptcha('', SECRET, guard, NOW)).resolves.toBe('missing');
    const testMode = Buffer.from(JSON.stringify({ challenge: null, solution: null, test: true })).toString('base64');
    await expect(verifyCaptcha(testMode, SECRET, guard, NOW)).resolves.toBe('invalid');
    await expect(verifyCaptcha(await solvedPayload('another-key-0123456789abcdef'), SECRET, guard, NOW)).resolves.toBe('invalid');
    const decoded = JSON.parse(Buffer.from(await solvedPayload(), 'base64').toString('utf8')) as { solution: { counter: number } };
    decoded.solution.counter += 1;
    await expect(verifyCaptcha(Buffer.from(JSON.stringify(decoded)).toString('base64'), SECRET, guard, NOW)).resolves.toBe('invalid');
    await expect(verifyCaptcha('not base64 json', SECRET, guard, NOW)).resolves.toBe('invalid');
  });

  test('a challenge expires after its life', async () => {
    const payload = await solvedPayload();
    await expect(verifyCaptcha(payload, SECRET, new CaptchaReplayGuard(), NOW + CAPTCHA_LIFE_MS + 1000)).resolves.toBe('expired');
  });
});

describe('captcha replay memory (lru-cache)', () => {
  test('a signature is refused again until its challenge expires, then forgotten', () => {
    const guard = new CaptchaReplayGuard();
    expect(guard.claim('sig-a', 10_000, 0)).toBe(true);
    expect(guard.claim('sig-a', 10_000, 9_999)).toBe(false);
    expect(guard.claim('sig-a', 20_000, 10_001)).toBe(true);
  });

  test('the memory is bounded: past its size the oldest signature leaves first', () => {
    const guard = new CaptchaReplayGuard(2);
    expect(guard.claim('sig-a', 10_000, 0)).toBe(true);
    expect(guard.claim('sig-b', 10_000, 0)).toBe(true);
    expect(guard.claim('sig-c', 10_000, 0)).toBe(true);
    expect(guard.claim('sig-b', 10_000, 0)).toBe(false);
    expect(guard.claim('sig-a', 10_000, 0)).toBe(true);
  });
});
