import { createHash } from 'node:crypto';
import type { AppTargets } from './app-targets';
import type { FuzzCase } from './fuzz-case';
import { generateCases, FAMILIES } from './generate';
import type { SweepContext } from './sweep-context';

const targets: AppTargets = {
  routeHandlers: [
    { template: '/api/cart', methods: ['GET', 'DELETE'] },
    { template: '/api/cart/lines/[lineId]', methods: ['PATCH', 'DELETE'] },
    { template: '/media/[...path]', methods: ['GET'] },
  ],
  pages: ['/', '/contact', '/product/[id]'],
  actions: [
    { id: '70179d9d7ff7a9873bb65a54578eef4a9a6b94f3ce', name: 'submitContact', pages: ['/contact'] },
    { id: '78ec083c1c4640181754ea8b05b7fcc7a53a95a7dd', name: 'requestAppointment', pages: ['/showrooms'] },
  ],
  staticFiles: ['/_next/static/chunks/a.js'],
};
const context: SweepContext = { hosts: ['at.localhost:3400', 'de.localhost:3400'], targets, catalogue: ['/x.html'], listings: ['/kategorie.html'], maxBodyBytes: 1_200_000 };

function templateRegExp(template: string): RegExp {
  return new RegExp(`^${template.replace(/\[\.\.\.[^\]]+\]/g, '.+').replace(/\[[^\]]+\]/g, '[^/?]+')}(?:\\?.*)?$`);
}

/** A case with its body as a digest (comparing megabyte bodies byte by byte is slow). */
const digest = (cases: FuzzCase[]) => cases.map(({ body, ...rest }) => ({ ...rest, body: body ? createHash('sha256').update(body).digest('hex') : null }));

describe('generated requests of the sweep', () => {
  test('the same seed gives the same requests; another seed others', () => {
    expect(digest(generateCases(7, 300, context))).toEqual(digest(generateCases(7, 300, context)));
    expect(digest(generateCases(7, 300, context))).not.toEqual(digest(generateCases(8, 300, context)));
  });

  test('every family is present, even in a small slice, and bodies stay within the limit', () => {
    const cases = generateCases(1, 330, context);
    expect(cases).toHaveLength(330);
    for (const family of FAMILIES) expect(cases.some((fuzzCase) => fuzzCase.kind.startsWith(`${family.name}/`))).toBe(true);
    expect(Math.max(...cases.map((fuzzCase) => fuzzCase.body?.length ?? 0))).toBeLessThanOrEqual(1_200_000 + 100);
  });

  test('every route handler gets bodies and every server action gets malformed calls', () => {
    const cases = generateCases(2, 3000, context);
    for (const handler of targets.routeHandlers) {
      expect(cases.some((fuzzCase) => fuzzCase.kind.startsWith('body/') && templateRegExp(handler.template).test(fuzzCase.target))).toBe(true);
    }
    for (const action of targets.actions) {
      expect(cases.some((fuzzCase) => fuzzCase.kind.startsWith('action/') && fuzzCase.headers.some(([name, value]) => name === 'Next-Action' && value === action.id))).toBe(true);
    }
  });

  test('requests carry what fetch would refuse or normalise: TRACE, bad escapes, raw bytes, bad Host ports', () => {
    const cases = generateCases(3, 2000, context);
    expect(cases.some((fuzzCase) => fuzzCase.method === 'TRACE')).toBe(true);
    expect(cases.some((fuzzCase) => fuzzCase.target.includes('%E0%A4%A'))).toBe(true);
    expect(cases.some((fuzzCase) => /[\u0000-\u001f\u0080-\u00ff]/.test(fuzzCase.target))).toBe(true);
    expect(cases.some((fuzzCase) => fuzzCase.headers.some(([name, value]) => name === 'Host' && value.endsWith(':99999')))).toBe(true);
  });
});
