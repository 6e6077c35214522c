import { validateWithdrawal, withdrawalValues } from './withdrawal-form';

const form = (entries: Record<string, string | Blob>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.append(key, value);
  return data;
};

describe('withdrawal form, step one', () => {
  test('S2-155 name, order number and e-mail are asked for and checked together', () => {
    expect(validateWithdrawal({ name: ' Maria Muster ', order_number: ' 2026-000042 ', email: 'maria@example.at' })).toEqual({
      ok: true,
      data: { name: 'Maria Muster', order_number: '2026-000042', email: 'maria@example.at' },
    });
    expect(validateWithdrawal({ name: 'M', order_number: '  ', email: 'maria@' })).toEqual({
      ok: false,
      error: { name: 'nameTooShort', order_number: 'orderNumberRequired', email: 'emailInvalid' },
    });
    expect(validateWithdrawal({ name: 'Maria', order_number: 'x'.repeat(41), email: 'maria@example.at' })).toEqual({ ok: false, error: { order_number: 'orderNumberRequired' } });
  });

  test('posted values are read as strings; files and missing fields are empty, long values are cut', () => {
    expect(withdrawalValues(form({ name: 'Ana', email: 'a@b.ro', order_number: new Blob(['x']) }))).toEqual({ name: 'Ana', order_number: '', email: 'a@b.ro' });
    expect(withdrawalValues(form({ name: 'x'.repeat(5000) })).name).toHaveLength(300);
  });
});
