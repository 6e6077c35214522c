/**
 * The consent rows of `npm run bench` (BENCH_ONLY=consent): the catalogue pages in the three consent states a shopper
 * meets them in, and the budget issue 43 sets on what consent, analytics and the widgets may add to a page's
 * JavaScript: +8 kB gzip on a first visit (the banner's own code), +2 kB for a returning shopper who already chose,
 * both against the figures of the same pages before issue 43 (the reference table in docs/benchmarks.md). Pure:
 * scripts/bench-consent.ts measures and prints.
 */
import { z } from 'zod';
import { CONSENT_COOKIE, type ConsentChoice } from '../lib/consent/consent-state';
import type { PageKind } from './bench-lighthouse-figures';

/**
 * 'pending': a first visit, no consent cookie, the banner shows; 'declined' and 'granted': a returning shopper whose
 * cookie holds the choice (granted: the tag manager and the widgets that wait for consent load).
 */
export const CONSENT_STATES = ['pending', 'declined', 'granted'] as const;
export type ConsentState = (typeof CONSENT_STATES)[number];

/** The consent cookie's value in each state; pending has none. */
export const CONSENT_COOKIE_VALUE: Record<ConsentState, ConsentChoice | null> = { pending: null, declined: 'denied', granted: 'granted' };

/** The `Cookie` request header of a state (empty for pending): the server HTML must not depend on it. */
export function consentCookieHeader(state: ConsentState): Record<string, string> {
  const value = CONSENT_COOKIE_VALUE[state];
  return value === null ? {} : { cookie: `${CONSENT_COOKIE}=${value}` };
}

/** BENCH_CONSENT_STATES narrows the states (comma-separated); unknown names stop the bench. */
export function consentStatesFromEnv(value: string | undefined): ConsentState[] {
  if (value === undefined || value.trim() === '') return [...CONSENT_STATES];
  const wanted = value.split(',').map((entry) => entry.trim());
  const unknown = wanted.filter((entry) => !(CONSENT_STATES as readonly string[]).includes(entry));
  if (unknown.length > 0) throw new Error(`BENCH_CONSENT_STATES: unknown state ${unknown.join(', ')} (states: ${CONSENT_STATES.join(', ')})`);
  return CONSENT_STATES.filter((state) => wanted.includes(state));
}

/** Issue 43's budget for JavaScript added to a catalogue page, kB gzip, against the page before the issue. */
export const CONSENT_JS_BUDGET_KB = { firstVisit: 8, returning: 2 } as const;

export function budgetKb(state: ConsentState): number {
  return state === 'pending' ? CONSENT_JS_BUDGET_KB.firstVisit : CONSENT_JS_BUDGET_KB.returning;
}

/**
 * A page's JavaScript in kB gzip: `firstLoadJsKb` the scripts its HTML loads (scripts/bench-page-weight.ts);
 * `ownJsKb` all of the page's own JavaScript a browser loaded by the network quiet (first-load chunks and the islands
 * loaded after hydration, such as the banner), as Lighthouse saw it transferred.
 */
export type JsWeight = { firstLoadJsKb: number; ownJsKb: number };
/** One page of one shop in one state (the reference is per page kind: first-load JS is the same in the three shops). */
export type ConsentWeightRow = JsWeight & { shop: string; kind: PageKind; state: ConsentState };
export type JsReference = Record<PageKind, JsWeight>;

/** The comment in docs/benchmarks.md that marks the reference table (the table follows it), alone on its line. */
export const REFERENCE_MARKER = '<!-- consent-budget-reference -->';
const MARKER_LINE = new RegExp(`^${REFERENCE_MARKER}[ \\t]*$`, 'm');
const PAGE_KINDS: PageKind[] = ['home', 'listing', 'product', 'search'];
const referenceRowSchema = z.tuple([z.enum(['home', 'listing', 'product', 'search']), z.coerce.number().positive(), z.coerce.number().positive()]);

/**
 * The reference figures from the markdown of docs/benchmarks.md: the table right after the line REFERENCE_MARKER (a
 * mention of the marker inside a sentence does not count), with rows
 * `| page kind | first-load JS kB | own JS loaded kB |`. Throws when the marker, a page kind or a number is missing.
 */
export function parseJsReference(markdown: string): JsReference {
  const marker = MARKER_LINE.exec(markdown);
  if (!marker) throw new Error(`docs/benchmarks.md has no ${REFERENCE_MARKER} table`);
  const lines = markdown.slice(marker.index + marker[0].length).split('\n').map((line) => line.trim());
  const firstRow = lines.findIndex((line) => line.startsWith('|'));
  const afterTable = lines.findIndex((line, index) => index > firstRow && !line.startsWith('|'));
  const table = firstRow < 0 ? [] : lines.slice(firstRow, afterTable < 0 ? undefined : afterTable);
  const found = new Map<PageKind, JsWeight>();
  for (const line of table) {
    const cells = line.slice(1, line.endsWith('|') ? -1 : undefined).split('|').map((cell) => cell.trim().replace(/\*/g, ''));
    const row = referenceRowSchema.safeParse(cells);
    if (row.success) found.set(row.data[0], { firstLoadJsKb: row.data[1], ownJsKb: row.data[2] });
  }
  const missing = PAGE_KINDS.filter((kind) => !found.has(kind));
  if (missing.length > 0) throw new Error(`the consent budget reference in docs/benchmarks.md has no row for ${missing.join(', ')}`);
  return Object.fromEntries(PAGE_KINDS.map((kind) => [kind, found.get(kind)])) as JsReference;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** `+1.2` / `-0.4` / `0`: a delta in kB as the tables print it. */
export function signedKb(value: number): string {
  const rounded = round(value);
  return rounded > 0 ? `+${rounded}` : String(rounded);
}

/** Each row's growth against the declined state of the same page of the same shop (undefined when not measured). */
export function deltaToDeclined(rows: ConsentWeightRow[], row: ConsentWeightRow): JsWeight | undefined {
  const declined = rows.find((other) => other.shop === row.shop && other.kind === row.kind && other.state === 'declined');
  if (!declined) return undefined;
  return { firstLoadJsKb: round(row.firstLoadJsKb - declined.firstLoadJsKb), ownJsKb: round(row.ownJsKb - declined.ownJsKb) };
}

/** Each row's growth against the page before issue 43. */
export function deltaToReference(reference: JsReference, row: ConsentWeightRow): JsWeight {
  const before = reference[row.kind];
  return { firstLoadJsKb: round(row.firstLoadJsKb - before.firstLoadJsKb), ownJsKb: round(row.ownJsKb - before.ownJsKb) };
}

/**
 * The rows over budget, as lines to print: a figure that grew by more than the state's budget against the reference.
 * The bench only reports them (timings and weights are never asserted; the shared machine sets the level).
 */
export function overBudget(reference: JsReference, rows: ConsentWeightRow[]): string[] {
  const lines: string[] = [];
  for (const row of rows) {
    const delta = deltaToReference(reference, row);
    const budget = budgetKb(row.state);
    const visit = row.state === 'pending' ? 'first visit' : 'returning shopper';
    const figures: Array<[keyof JsWeight, string]> = [
      ['firstLoadJsKb', 'first-load JS'],
      ['ownJsKb', 'own JS loaded'],
    ];
    for (const [key, name] of figures) {
      if (delta[key] > budget) {
        lines.push(`${row.shop} ${row.kind} ${row.state}: ${name} ${row[key]} kB is ${signedKb(delta[key])} kB against ${reference[row.kind][key]} kB before issue 43 (budget +${budget} kB, ${visit})`);
      }
    }
  }
  return lines;
}
