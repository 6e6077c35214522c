import { checkVatNumber, sandboxVies, type ViesClient } from './vat-check';

function recordingVies(answer: 'valid' | 'invalid' | 'error' | 'throw'): ViesClient & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    check: async (country, number) => {
      calls.push(`${country}:${number}`);
      if (answer === 'throw') throw new Error('VIES down');
      return answer;
    },
  };
}

describe('VAT number check', () => {
  test('S5-32 S5-33 a number of the right format is checked with VIES and ends as its answer', async () => {
    for (const answer of ['valid', 'invalid', 'error'] as const) {
      const vies = recordingVies(answer);
      await expect(checkVatNumber('ATU12345678', vies)).resolves.toBe(answer);
      expect(vies.calls).toEqual(['AT:U12345678']);
    }
  });

  test('S8-22 a number of the wrong format is invalid without asking VIES', async () => {
    const vies = recordingVies('valid');
    for (const number of ['AT12345678', 'DE12345', 'RO0', 'X1234567']) await expect(checkVatNumber(number, vies)).resolves.toBe('invalid');
    expect(vies.calls).toEqual([]);
  });

  test('S5-35 VIES failing is a verification error', async () => {
    await expect(checkVatNumber('DE123456789', recordingVies('throw'))).resolves.toBe('error');
  });

  test('no number is none; a typed number is normalised first', async () => {
    const vies = recordingVies('valid');
    await expect(checkVatNumber('  ', vies)).resolves.toBe('none');
    await expect(checkVatNumber('de 123.456.789', vies)).resolves.toBe('valid');
    expect(vies.calls).toEqual(['DE:123456789']);
  });

  test('the sandbox answers each state by the last two digits', async () => {
    await expect(checkVatNumber('DE123456789', sandboxVies)).resolves.toBe('valid');
    await expect(checkVatNumber('DE123456700', sandboxVies)).resolves.toBe('invalid');
    await expect(checkVatNumber('DE123456799', sandboxVies)).resolves.toBe('error');
  });
});
