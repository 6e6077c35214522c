import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  budgetKb,
  consentCookieHeader,
  consentStatesFromEnv,
  deltaToDeclined,
  overBudget,
  parseJsReference,
  REFERENCE_MARKER,
  signedKb,
  type ConsentWeightRow,
  type JsReference,
} from './bench-consent-figures';

const REFERENCE: JsReference = {
  home: { firstLoadJsKb: 177.4, ownJsKb: 190 },
  listing: { firstLoadJsKb: 181.8, ownJsKb: 195 },
  product: { firstLoadJsKb: 182.9, ownJsKb: 197 },
  search: { firstLoadJsKb: 182.3, ownJsKb: 196 },
};

test('the three states send the consent cookie as a returning shopper has it, and none on a first visit', () => {
  expect(consentCookieHeader('pending')).toEqual({});
  expect(consentCookieHeader('declined')).toEqual({ cookie: 'CookieConsentGA=denied' });
  expect(consentCookieHeader('granted')).toEqual({ cookie: 'CookieConsentGA=granted' });
});

test('BENCH_CONSENT_STATES narrows the states in their order; an unknown one stops the bench', () => {
  expect(consentStatesFromEnv(undefined)).toEqual(['pending', 'declined', 'granted']);
  expect(consentStatesFromEnv(' ')).toEqual(['pending', 'declined', 'granted']);
  expect(consentStatesFromEnv('granted, pending')).toEqual(['pending', 'granted']);
  expect(() => consentStatesFromEnv('accepted')).toThrow(/unknown state accepted/);
});

test("issue 43's budget: +8 kB on a first visit (the banner), +2 kB for a shopper who chose", () => {
  expect(budgetKb('pending')).toBe(8);
  expect(budgetKb('declined')).toBe(2);
  expect(budgetKb('granted')).toBe(2);
});

test('the reference is the table right after the marker in docs/benchmarks.md, with every page kind', () => {
  const markdown = [
    '| page | first-load JS | own JS |',
    '|---|---|---|',
    '| home | 1 | 1 |',
    `The bench reads the table under \`${REFERENCE_MARKER}\` below.`,
    REFERENCE_MARKER,
    '',
    '| page | first-load JS gzip kB | own JS loaded kB |',
    '|---|---|---|',
    '| home | 177.4 | 190 |',
    '| listing | **181.8** | 195 |',
    '| product | 182.9 | 197 |',
    '| search | 182.3 | 196 |',
    '',
    '| search | 1 | 1 |',
  ].join('\n');
  expect(parseJsReference(markdown)).toEqual(REFERENCE);
  expect(() => parseJsReference('| home | 1 | 1 |')).toThrow(/no <!-- consent-budget-reference --> table/);
  expect(() => parseJsReference(`${REFERENCE_MARKER}\n| home | 177.4 | 190 |\n| listing | n/a | 195 |\n`)).toThrow(/no row for listing, product, search/);
});

test('the reference table the bench reads from docs/benchmarks.md is there and complete', () => {
  const reference = parseJsReference(readFileSync(path.join(__dirname, '..', 'docs', 'benchmarks.md'), 'utf8'));
  expect(Object.keys(reference)).toEqual(['home', 'listing', 'product', 'search']);
});

function row(kind: ConsentWeightRow['kind'], state: ConsentWeightRow['state'], firstLoadJsKb: number, ownJsKb: number, shop = 'at'): ConsentWeightRow {
  return { shop, kind, state, firstLoadJsKb, ownJsKb };
}

test('growth against the declined state of the same page of the same shop', () => {
  const rows = [
    row('home', 'declined', 177.4, 190),
    row('home', 'pending', 177.4, 196.25),
    row('listing', 'pending', 181.8, 200),
    row('home', 'declined', 177.4, 193, 'ro'),
    row('home', 'granted', 177.4, 194, 'ro'),
  ];
  expect(deltaToDeclined(rows, rows[1]!)).toEqual({ firstLoadJsKb: 0, ownJsKb: 6.3 });
  expect(deltaToDeclined(rows, rows[2]!)).toBeUndefined();
  expect(deltaToDeclined(rows, rows[4]!)).toEqual({ firstLoadJsKb: 0, ownJsKb: 1 });
  expect(signedKb(6.25)).toBe('+6.3');
  expect(signedKb(-0.41)).toBe('-0.4');
  expect(signedKb(0)).toBe('0');
});

test('a row is flagged when it grew past its state\'s budget against the page before issue 43, and only then', () => {
  const rows = [
    row('home', 'pending', 177.4, 198), // +8: at the budget
    row('home', 'declined', 177.4, 192), // +2: at the budget
    row('listing', 'pending', 181.8, 203.1), // +8.1: over
    row('product', 'granted', 185, 197), // first-load +2.1: over
    row('search', 'declined', 182.3, 198.5), // +2.5: over
  ];
  expect(overBudget(REFERENCE, rows)).toEqual([
    'at listing pending: own JS loaded 203.1 kB is +8.1 kB against 195 kB before issue 43 (budget +8 kB, first visit)',
    'at product granted: first-load JS 185 kB is +2.1 kB against 182.9 kB before issue 43 (budget +2 kB, returning shopper)',
    'at search declined: own JS loaded 198.5 kB is +2.5 kB against 196 kB before issue 43 (budget +2 kB, returning shopper)',
  ]);
});
