import { submitContact, type ContactFormState } from './actions';

const IDLE: ContactFormState = { status: 'idle', errors: {}, values: {} };

describe('contact form action', () => {
  test('a call with anything but form data (what a hand-made POST can send) is a failed submission, not an error', async () => {
    const call = submitContact as (...args: unknown[]) => Promise<ContactFormState>;
    for (const args of [['de_AT', IDLE, 'junk'], ['de_AT'], [], [null, null, { name: 'x' }], ['de_AT', IDLE, ['a']]]) {
      await expect(call(...args)).resolves.toEqual({ status: 'failed', errors: {}, values: {} });
    }
  });

  test('form data with an unknown locale is a failed submission that keeps the values', async () => {
    const form = new FormData();
    form.set('name', 'Anna');
    const state = await submitContact('xx_XX', IDLE, form);
    expect(state.status).toBe('failed');
    expect(state.values.name).toBe('Anna');
  });
});
