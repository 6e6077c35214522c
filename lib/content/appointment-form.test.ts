import type { OpeningHours } from '@/contract/content';
import { appointmentFormValues, validateAppointmentForm } from './appointment-form';

const HOURS: OpeningHours[] = [{ days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '18:00' }];
const SHOWROOM = { id: 42, openingHours: HOURS };
const TODAY = '2026-11-22';
const valid = { date: '2026-11-23', time: '09:30', client: ' Ion Popescu ', phone: '+40 721 234 567' };

describe('appointment form', () => {
  test('S3-47 a valid request carries date, time, client and phone of the showroom', () => {
    expect(validateAppointmentForm(valid, SHOWROOM, 'ro_RO', TODAY)).toEqual({
      ok: true,
      data: { locale: 'ro_RO', showroom_id: 42, date: '2026-11-23', time: '09:30', client: 'Ion Popescu', phone: '+40 721 234 567' },
    });
  });

  test('every missing or malformed field has its own error', () => {
    expect(validateAppointmentForm({}, SHOWROOM, 'de_AT', TODAY)).toEqual({
      ok: false,
      error: { date: 'dateRequired', time: 'timeRequired', client: 'clientTooShort', phone: 'phoneInvalid' },
    });
    expect(validateAppointmentForm({ ...valid, client: 'x'.repeat(101), phone: '0664-123' }, SHOWROOM, 'de_AT', TODAY)).toEqual({
      ok: false,
      error: { client: 'clientTooLong', phone: 'phoneInvalid' },
    });
  });

  test('a closed day, a day in the past and a time outside the hours are refused next to their field', () => {
    expect(validateAppointmentForm({ ...valid, date: '2026-11-29' }, SHOWROOM, 'de_AT', TODAY)).toEqual({ ok: false, error: { date: 'dateNotBookable' } });
    expect(validateAppointmentForm({ ...valid, date: '2026-11-20' }, SHOWROOM, 'de_AT', TODAY)).toEqual({ ok: false, error: { date: 'dateNotBookable' } });
    expect(validateAppointmentForm({ ...valid, time: '17:45' }, SHOWROOM, 'de_AT', TODAY)).toEqual({ ok: false, error: { time: 'timeNotBookable' } });
    expect(validateAppointmentForm({ ...valid, time: '17:45', phone: '' }, SHOWROOM, 'de_AT', TODAY)).toEqual({
      ok: false,
      error: { time: 'timeNotBookable', phone: 'phoneInvalid' },
    });
  });

  test('reads the values from form data, files and missing entries as empty', () => {
    const data = new FormData();
    data.set('date', '2026-11-23');
    data.set('client', new Blob(['x']));
    expect(appointmentFormValues(data)).toEqual({ date: '2026-11-23', time: '', client: '', phone: '' });
  });
});
