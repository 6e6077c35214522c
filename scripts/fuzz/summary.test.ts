import type { FuzzCase } from './fuzz-case';
import type { Answer } from './raw-send';
import type { Outcome } from './run-sweep';
import { formatSummary, isServerDownPage, summarize } from './summary';

const fuzzCase = (kind: string, target = '/'): FuzzCase => ({ kind, method: 'GET', target, headers: [['Host', 'at.localhost']] });
const response = (status: number, contentType = 'text/plain'): Answer => ({ kind: 'response', status, ms: 1, contentType, bodyStart: '' });
const outcomes: Outcome[] = [
  { index: 0, fuzzCase: fuzzCase('path/bad-percent-encoding', '/cart/%E0%A4%A'), answer: response(500) },
  { index: 1, fuzzCase: fuzzCase('path/bad-percent-encoding', '/%zz'), answer: response(500) },
  { index: 2, fuzzCase: fuzzCase('path/bad-percent-encoding', '/%A'), answer: response(400) },
  { index: 3, fuzzCase: fuzzCase('method/TRACE'), answer: response(405) },
  { index: 4, fuzzCase: fuzzCase('path/long'), answer: response(503, 'text/html; charset=utf-8') },
  { index: 5, fuzzCase: fuzzCase('method/CONNECT'), answer: { kind: 'closed', ms: 1, detail: 'connection closed without a response' } },
  { index: 6, fuzzCase: fuzzCase('path/long'), answer: response(200) },
];

describe('summary of the sweep', () => {
  test('answers are counted by status class and status', () => {
    const summary = summarize(outcomes, 2);
    expect(summary.requests).toBe(7);
    expect(summary.byStatusClass).toEqual({ '1xx': 0, '2xx': 1, '3xx': 0, '4xx': 2, '5xx': 3, 'no response': 1 });
    expect(summary.byStatus).toEqual({ '200': 1, '400': 1, '405': 1, '500': 2, '503': 1, closed: 1 });
    expect(summary.byKind['path/bad-percent-encoding']).toEqual({ '5xx': 2, '4xx': 1 });
  });

  test('every answer >= 500 is grouped by class of input and status with its first example', () => {
    const { serverErrors, noResponse } = summarize(outcomes, 2);
    expect(serverErrors.map(({ kind, status, count, serverDownPage }) => ({ kind, status, count, serverDownPage }))).toEqual([
      { kind: 'path/bad-percent-encoding', status: 500, count: 2, serverDownPage: false },
      { kind: 'path/long', status: 503, count: 1, serverDownPage: true },
    ]);
    expect(serverErrors[0]?.example.target).toBe('/cart/%E0%A4%A');
    expect(noResponse).toEqual([expect.objectContaining({ kind: 'method/CONNECT', answer: 'closed', count: 1 })]);
  });

  test('the printed summary lists each class with an example, or says there was none', () => {
    const text = formatSummary(summarize(outcomes, 2));
    expect(text).toContain('responses >= 500: 3 in 2 classes');
    expect(text).toContain('500 × 2  path/bad-percent-encoding');
    expect(text).toContain('GET /cart/%E0%A4%A');
    expect(text).toContain('(server-down page)');
    expect(formatSummary(summarize(outcomes.filter(({ answer }) => answer.kind !== 'response' || answer.status < 500), 1))).toContain('responses >= 500: none');
  });

  test('only an HTML 503 is taken for the server-down page', () => {
    expect(isServerDownPage(response(503, 'text/html; charset=utf-8'))).toBe(true);
    expect(isServerDownPage(response(503, 'application/json'))).toBe(false);
    expect(isServerDownPage(response(500, 'text/html'))).toBe(false);
  });
});
