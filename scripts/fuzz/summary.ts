import { describeCase, escapeBytes, type CaseDescription } from './fuzz-case';
import type { Answer } from './raw-send';
import type { Outcome } from './run-sweep';

export type StatusClass = '1xx' | '2xx' | '3xx' | '4xx' | '5xx' | 'no response';
export type Example = CaseDescription & { status: number | null; answer: string };
export type ServerErrorGroup = { kind: string; status: number; count: number; serverDownPage: boolean; example: Example };
export type NoResponseGroup = { kind: string; answer: string; count: number; example: Example };
export type SweepSummary = {
  requests: number;
  seconds: number;
  byStatusClass: Record<StatusClass, number>;
  byStatus: Record<string, number>;
  byKind: Record<string, Partial<Record<StatusClass, number>>>;
  /** Every answer >= 500, grouped by the class of input and status, with one example each. */
  serverErrors: ServerErrorGroup[];
  /** Requests that got no HTTP answer (connection closed, timeout), grouped the same way. */
  noResponse: NoResponseGroup[];
};

export function statusClass(answer: Answer): StatusClass {
  if (answer.kind !== 'response') return 'no response';
  return `${Math.floor(answer.status / 100)}xx` as StatusClass;
}

/** The documented exception: the server-down page (503, HTML) that the proxy shows when the backend is unreachable. */
export function isServerDownPage(answer: Answer): boolean {
  return answer.kind === 'response' && answer.status === 503 && answer.contentType.startsWith('text/html');
}

function example(outcome: Outcome): Example {
  const { answer } = outcome;
  return {
    ...describeCase(outcome.fuzzCase),
    status: answer.kind === 'response' ? answer.status : null,
    answer: answer.kind === 'response' ? `${answer.status} ${answer.contentType} ${escapeBytes(answer.bodyStart.slice(0, 120))}` : `${answer.kind}: ${answer.detail}`,
  };
}

export function summarize(outcomes: readonly Outcome[], seconds: number): SweepSummary {
  const byStatusClass: Record<StatusClass, number> = { '1xx': 0, '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0, 'no response': 0 };
  const byStatus: Record<string, number> = {};
  const byKind: Record<string, Partial<Record<StatusClass, number>>> = {};
  const serverErrors = new Map<string, ServerErrorGroup>();
  const noResponse = new Map<string, NoResponseGroup>();
  for (const outcome of outcomes) {
    const { answer, fuzzCase } = outcome;
    const cls = statusClass(answer);
    byStatusClass[cls] += 1;
    const statusKey = answer.kind === 'response' ? String(answer.status) : answer.kind;
    byStatus[statusKey] = (byStatus[statusKey] ?? 0) + 1;
    const kindCounts = (byKind[fuzzCase.kind] ??= {});
    kindCounts[cls] = (kindCounts[cls] ?? 0) + 1;
    if (answer.kind === 'response' && answer.status >= 500) {
      const key = `${fuzzCase.kind} ${answer.status}`;
      const group = serverErrors.get(key);
      if (group) group.count += 1;
      else serverErrors.set(key, { kind: fuzzCase.kind, status: answer.status, count: 1, serverDownPage: isServerDownPage(answer), example: example(outcome) });
    } else if (answer.kind !== 'response') {
      const key = `${fuzzCase.kind} ${answer.kind}`;
      const group = noResponse.get(key);
      if (group) group.count += 1;
      else noResponse.set(key, { kind: fuzzCase.kind, answer: answer.kind, count: 1, example: example(outcome) });
    }
  }
  const byCount = <T extends { count: number }>(groups: Iterable<T>) => [...groups].sort((a, b) => b.count - a.count);
  return { requests: outcomes.length, seconds, byStatusClass, byStatus, byKind, serverErrors: byCount(serverErrors.values()), noResponse: byCount(noResponse.values()) };
}

/** The summary as printed: requests by status class, every 5xx class with one example, the time taken. */
export function formatSummary(summary: SweepSummary): string {
  const lines = [
    `${summary.requests} requests in ${summary.seconds} s (${Math.round(summary.requests / Math.max(summary.seconds, 0.1))} req/s)`,
    `by status class: ${Object.entries(summary.byStatusClass)
      .map(([cls, count]) => `${cls} ${count}`)
      .join(', ')}`,
    `by status: ${Object.entries(summary.byStatus)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([status, count]) => `${status}: ${count}`)
      .join(', ')}`,
  ];
  if (summary.serverErrors.length === 0) lines.push('responses >= 500: none');
  else {
    lines.push(`responses >= 500: ${summary.serverErrors.reduce((sum, group) => sum + group.count, 0)} in ${summary.serverErrors.length} classes`);
    for (const group of summary.serverErrors) {
      const { example: e } = group;
      lines.push(`  ${group.status} × ${group.count}  ${group.kind}${group.serverDownPage ? ' (server-down page)' : ''}`);
      lines.push(`      e.g. ${e.method} ${e.target}  [${e.headers.join(' | ')}]${e.bodyBytes > 0 ? ` body ${e.bodyBytes} B: ${e.bodyStart ?? ''}` : ''}`);
      lines.push(`      → ${e.answer}`);
    }
  }
  for (const group of summary.noResponse) {
    lines.push(`no response × ${group.count}  ${group.kind} (${group.answer}), e.g. ${group.example.method} ${group.example.target} → ${group.example.answer}`);
  }
  return lines.join('\n');
}
