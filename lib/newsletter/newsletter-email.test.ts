import { newsletterEmailProblem } from './newsletter-email';

describe('the newsletter e-mail (spec section 5)', () => {
  test('S5-03 it is required: empty and blank are refused', () => {
    expect(newsletterEmailProblem('')).toBe('required');
    expect(newsletterEmailProblem('   ')).toBe('required');
  });

  test('S5-04 it must be an e-mail address', () => {
    for (const bad of ['anna', 'anna@', '@example.at', 'anna@example', 'an na@example.at', 'anna@@example.at', `${'a'.repeat(250)}@example.at`]) {
      expect({ bad, problem: newsletterEmailProblem(bad) }).toEqual({ bad, problem: 'invalid' });
    }
    expect(newsletterEmailProblem(' anna.berger@example.at ')).toBeNull();
    expect(newsletterEmailProblem('ioana+news@mail.example.ro')).toBeNull();
  });
});
