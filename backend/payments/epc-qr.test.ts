import QRCode from 'qrcode';
import { epcPayload, qrModules } from './epc-qr';
import { ibanOf, isValidIban } from './iban';
import { BANK_ACCOUNTS } from '@/backend/db/seed/payment-modules';

describe('EPC payment QR code', () => {
  test('the payload follows EPC069-12 version 002: BCD, UTF-8, SCT, BIC, name, IBAN, EUR amount, remittance = order ref', () => {
    const payload = epcPayload({ bic: 'GIBAATWWXXX', beneficiary: 'Sanitär Haus Handels GmbH', iban: 'AT11 2011 1828 1234 5600', amountEur: 12.34, remittance: 'ORD000000000042' });
    expect(payload).toBe(['BCD', '002', '1', 'SCT', 'GIBAATWWXXX', 'Sanitär Haus Handels GmbH', 'AT112011182812345600', 'EUR12.34', '', '', 'ORD000000000042'].join('\n'));
    expect(epcPayload({ bic: 'X', beneficiary: 'B', iban: 'DE04701500001004567890', amountEur: 1234.5, remittance: 'R' }).split('\n')[7]).toBe('EUR1234.50');
    expect(epcPayload({ bic: 'X', beneficiary: 'N'.repeat(90), iban: 'I', amountEur: 1, remittance: 'R'.repeat(200) }).split('\n').map((l) => l.length)).toEqual([3, 3, 1, 3, 1, 70, 1, 7, 0, 0, 140]);
    expect(() => epcPayload({ bic: 'X', beneficiary: 'B', iban: 'I', amountEur: 0, remittance: 'R' })).toThrow();
  });

  test('the modules are the square QR code of the payload at error correction level M, with its three finder patterns', () => {
    const payload = epcPayload({ bic: 'GIBAATWWXXX', beneficiary: 'Sanitär Haus Handels GmbH', iban: 'AT112011182812345600', amountEur: 99.9, remittance: 'ORD000000000001' });
    const rows = qrModules(payload);
    const reference = QRCode.create(payload, { errorCorrectionLevel: 'M' });
    expect(rows).toHaveLength(reference.modules.size);
    expect(rows.every((row) => row.length === rows.length && /^[01]+$/.test(row))).toBe(true);
    expect(reference.errorCorrectionLevel.bit).toBe(QRCode.create('x', { errorCorrectionLevel: 'M' }).errorCorrectionLevel.bit);
    const finder = ['1111111', '1000001', '1011101', '1011101', '1011101', '1000001', '1111111'];
    const n = rows.length;
    expect(rows.slice(0, 7).map((row) => row.slice(0, 7))).toEqual(finder);
    expect(rows.slice(0, 7).map((row) => row.slice(n - 7))).toEqual(finder);
    expect(rows.slice(n - 7).map((row) => row.slice(0, 7))).toEqual(finder);
    expect(qrModules(`${payload}x`)).not.toEqual(rows);
  });

  test('IBAN check digits: computed ones validate, the seeded shop accounts are valid, a typo is caught', () => {
    expect(ibanOf('GB', 'NWBK60161331926819')).toBe('GB29NWBK60161331926819');
    expect(isValidIban('GB82 WEST 1234 5698 7654 32')).toBe(true);
    expect(isValidIban('GB82WEST12345698765433')).toBe(false);
    for (const account of Object.values(BANK_ACCOUNTS)) expect(isValidIban(account.iban)).toBe(true);
    expect(BANK_ACCOUNTS.ro_RO).toMatchObject({ currency: 'RON', bic: 'BTRLRO22' });
    expect(BANK_ACCOUNTS.de_DE.iban).toMatch(/^DE\d{20}$/);
    expect(BANK_ACCOUNTS.de_AT.iban).toMatch(/^AT\d{18}$/);
    expect(BANK_ACCOUNTS.ro_RO.iban).toMatch(/^RO\d{2}[A-Z]{4}[A-Z0-9]{16}$/);
  });
});
