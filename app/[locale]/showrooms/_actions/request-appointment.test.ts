import { requestAppointment, type AppointmentFormState } from './request-appointment';

const IDLE: AppointmentFormState = { status: 'idle', errors: {}, values: {} };

describe('showroom appointment action', () => {
  test('a call with anything but form data is a failed request, not an error', async () => {
    const call = requestAppointment as (...args: unknown[]) => Promise<AppointmentFormState>;
    for (const args of [[28, IDLE, 'junk'], [28], [], [null, null, { name: 'x' }]]) {
      await expect(call(...args)).resolves.toEqual({ status: 'failed', errors: {}, values: {} });
    }
  });

  test('form data with a junk showroom id is a failed request without asking the backend', async () => {
    const call = requestAppointment as (...args: unknown[]) => Promise<AppointmentFormState>;
    const form = new FormData();
    form.set('client', 'Anna');
    for (const id of ['x', -1, {}, 1.5]) {
      const state = await call(id, IDLE, form);
      expect(state.status).toBe('failed');
      expect(state.values.client).toBe('Anna');
    }
  });
});
