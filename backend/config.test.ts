import { readConfig } from './config';

const env = (values: Record<string, string>): NodeJS.ProcessEnv => ({ NODE_ENV: 'test', ...values });

describe('backend config', () => {
  test('the public origin of the payment sandboxes defaults to the loopback address of BACKEND_PORT', () => {
    expect(readConfig(env({ BACKEND_PORT: '4620' })).publicUrl).toBe('http://127.0.0.1:4620');
    expect(readConfig(env({ BACKEND_PORT: '4620', BACKEND_PUBLIC_URL: 'https://backend.example.com/' })).publicUrl).toBe('https://backend.example.com');
    expect(() => readConfig(env({ BACKEND_PUBLIC_URL: 'not a url' }))).toThrow('BACKEND_PUBLIC_URL');
  });

  test('PAYMENT_SANDBOX_SECRET is optional and must be long enough when set', () => {
    expect(readConfig(env({})).paymentSandboxSecret).toBeNull();
    expect(readConfig(env({ PAYMENT_SANDBOX_SECRET: 'a-long-deployment-secret' })).paymentSandboxSecret).toBe('a-long-deployment-secret');
    expect(() => readConfig(env({ PAYMENT_SANDBOX_SECRET: 'short' }))).toThrow('PAYMENT_SANDBOX_SECRET');
  });
});
