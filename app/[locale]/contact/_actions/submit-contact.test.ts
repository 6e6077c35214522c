import { submitContact, type ContactFormState } from './submit-contact';

const IDLE: ContactFormState = { status: 'idle', errors: {}, values: {} };

describe('contact form action', () => {
  test('a call with anything but form data (what a hand-made POST can send) is a failed submission, not an error', async () => {
    const call = submitContact as (...args: unknown[]) => Promise<ContactFormState>;
    for (const args of [[IDLE, 'junk'], [IDLE], [], [null, { name: 'x' }], [IDLE, ['a']]]) {
      await expect(call(...args)).resolves.toEqual({ status: 'failed', errors: {}, values: {} });
    }
  });
});
