import { requestAppointment, type AppointmentFormState } from './actions';

const IDLE: AppointmentFormState = { status: 'idle', errors: {}, values: {} };

describe('showroom appointment action', () => {
  test('a call with anything but form data is a failed request, not an error', async () => {
    const call = requestAppointment as (...args: unknown[]) => Promise<AppointmentFormState>;
    for (const args of [['de-AT', 28, IDLE, 'junk'], ['de-AT'], [], [null, null, null, { name: 'x' }]]) {
      await expect(call(...args)).resolves.toEqual({ status: 'failed', errors: {}, values: {} });
    }
  });

  test('form data with a junk locale or showroom id is a failed request without asking the backend', async () => {
    const call = requestAppointment as (...args: unknown[]) => Promise<AppointmentFormState>;
    const form = new FormData();
    form.set('client', 'Anna');
    for (const [locale, id] of [['xx', 28], [{}, 28], ['de-AT', 'x'], ['de-AT', -1]]) {
      const state = await call(locale, id, IDLE, form);
      expect(state.status).toBe('failed');
      expect(state.values.client).toBe('Anna');
    }
  });
});
