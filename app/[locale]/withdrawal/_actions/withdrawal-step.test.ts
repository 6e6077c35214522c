import { SHOPS } from '@/contract/shops';
import { withdrawalStep, type WithdrawalState } from './withdrawal-step';

/**
 * The withdrawal steps against a backend mocked at the HTTP boundary (the withdrawal check and confirm of
 * contract/checkout.ts): what is sent, and which step each answer leads to. The request's shop is Romania's.
 */
jest.mock('@/lib/request/server', () => ({ requestContext: async () => ({ shop: SHOPS.ro }) }));

const API = 'http://backend.test';
type Reply = { status: number; body: unknown };
const calls: Array<{ path: string; body: unknown }> = [];
const replies = new Map<string, Reply>();
const realFetch = globalThis.fetch;

const ORDER = { order_number: '2026-000042', order_date: '2026-06-02', within_period: true, withdrawal_until: '2026-06-30', products: [{ title: 'Baterie lavoar', quantity: 2 }] };
const IDLE: WithdrawalState = { step: 'form', status: 'idle', errors: {}, values: {} };
const VALUES = { name: 'Ana Popescu', order_number: '2026-000042', email: 'ana@example.ro' };

function form(entries: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.append(key, value);
  return data;
}

beforeAll(() => {
  Object.assign(process.env, { SHOP_API_URL: API, SHOP_FAST_API: `${API}/fast`, SHOP_TOKEN: 'test-token', SHOP_LANGUAGE: 'ro', SHOP_LOCALE: 'ro_RO' });
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname;
    calls.push({ path, body: JSON.parse(await request.text()) as unknown });
    const reply = replies.get(path) ?? { status: 500, body: {} };
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
});

afterAll(() => {
  globalThis.fetch = realFetch;
});

beforeEach(() => {
  calls.length = 0;
  replies.clear();
});

const CHECK = '/api/ExternalOrderApi/withdrawal/check';
const CONFIRM = '/api/ExternalOrderApi/withdrawal/confirm';

describe('withdrawal steps', () => {
  test('S2-155 S2-156 step one finds the order by number and e-mail (in the shop\'s locale) and leads to the confirmation', async () => {
    replies.set(CHECK, { status: 200, body: { status_code: 200, data: ORDER } });
    const state = await withdrawalStep(IDLE, form({ ...VALUES, name: ' Ana Popescu ', intent: 'check' }));
    expect(calls).toEqual([{ path: CHECK, body: { ...VALUES, locale: 'ro_RO' } }]);
    expect(state).toEqual({ step: 'confirm', status: 'idle', values: VALUES, order: ORDER });
  });

  test('S2-157 confirming records the withdrawal and shows the receipt with its date and time', async () => {
    replies.set(CONFIRM, { status: 200, body: { status_code: 200, data: { order_number: '2026-000042', received_at: '2026-06-10T08:30:00.000Z' } } });
    const confirm: WithdrawalState = { step: 'confirm', status: 'idle', values: VALUES, order: ORDER };
    const state = await withdrawalStep(confirm, form({ ...VALUES, intent: 'confirm' }));
    expect(calls.map((call) => call.path)).toEqual([CONFIRM]);
    expect(state).toEqual({ step: 'done', receipt: { order_number: '2026-000042', received_at: '2026-06-10T08:30:00.000Z' } });
  });

  test("an unknown number and e-mail answer 'not found' (the same for both) and keep the values", async () => {
    replies.set(CHECK, { status: 404, body: { status_code: 404, message: 'Order not found' } });
    expect(await withdrawalStep(IDLE, form({ ...VALUES, intent: 'check' }))).toEqual({ step: 'form', status: 'not-found', errors: {}, values: VALUES });
  });

  test('a withdrawal period that is over is said clearly, at step one and when the confirmation is refused (409)', async () => {
    replies.set(CHECK, { status: 200, body: { status_code: 200, data: { ...ORDER, within_period: false, withdrawal_until: '2026-05-01' } } });
    expect(await withdrawalStep(IDLE, form({ ...VALUES, intent: 'check' }))).toEqual({ step: 'period-over', orderNumber: '2026-000042', until: '2026-05-01' });
    replies.set(CONFIRM, { status: 409, body: { status_code: 409, message: 'Withdrawal period over' } });
    expect(await withdrawalStep(IDLE, form({ ...VALUES, intent: 'confirm' }))).toEqual({ step: 'period-over', orderNumber: '2026-000042', until: null });
  });

  test('invalid fields are all named and nothing is sent; a backend that fails keeps the step and says so', async () => {
    expect(await withdrawalStep(IDLE, form({ name: 'A', order_number: '', email: 'x', intent: 'check' }))).toEqual({
      step: 'form',
      status: 'invalid',
      errors: { name: 'nameTooShort', order_number: 'orderNumberRequired', email: 'emailInvalid' },
      values: { name: 'A', order_number: '', email: 'x' },
    });
    expect(calls).toEqual([]);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const confirm: WithdrawalState = { step: 'confirm', status: 'idle', values: VALUES, order: ORDER };
    expect(await withdrawalStep(confirm, form({ ...VALUES, intent: 'confirm' }))).toEqual({ ...confirm, status: 'failed' });
    expect(await withdrawalStep(IDLE, form({ ...VALUES, intent: 'check' }))).toEqual({ step: 'form', status: 'failed', errors: {}, values: VALUES });
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });

  test("'change entries' goes back to the form with the values; anything but form data is a failed submission", async () => {
    expect(await withdrawalStep(IDLE, form({ ...VALUES, intent: 'edit' }))).toEqual({ step: 'form', status: 'idle', errors: {}, values: VALUES });
    const call = withdrawalStep as (...args: unknown[]) => Promise<WithdrawalState>;
    for (const args of [[IDLE, 'junk'], [IDLE], [], [null, { name: 'x' }]]) {
      await expect(call(...args)).resolves.toEqual({ step: 'form', status: 'failed', errors: {}, values: {} });
    }
    expect(calls).toEqual([]);
  });
});
