import { loginResponseSchema } from '@/contract/account';
import type { TestApp } from './test-app';
import { DEMO_CUSTOMERS, DEMO_PASSWORD, type DemoCustomer } from './db/seed/customers';

/** Test support (not a test): a demo customer, and its login token from `POST /api/login`. */
export function demoCustomer(key: DemoCustomer['key']): DemoCustomer {
  const found = DEMO_CUSTOMERS.find((c) => c.key === key);
  if (!found) throw new Error(`no demo customer ${key}`);
  return found;
}

export async function loginToken(t: TestApp, email: string, password = DEMO_PASSWORD): Promise<{ token: string; customerId: number; expiresAt: number }> {
  const response = await t.post('/api/login', { email, password });
  if (response.statusCode !== 200) throw new Error(`login of ${email} answered ${response.statusCode}: ${response.text}`);
  const { data } = loginResponseSchema.parse(response.json());
  return { token: data.token, customerId: data.customer_id, expiresAt: data.expires_at };
}
