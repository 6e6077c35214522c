import type { NextRequest, NextResponse } from 'next/server';
import type { Shop } from '@/contract/shops';
import type { ProxyRuntime } from './proxy-runtime';

/** What every step of the proxy sees: the request, its shop (by host) and the proxy's long-lived parts. */
export type ProxyInput = { request: NextRequest; shop: Shop; runtime: ProxyRuntime };

/**
 * One step of the proxy: it answers (a rewrite, redirect or refusal) or passes (`null`) to the next step. Steps are
 * small named functions composed in proxy.ts, each with its own unit test (docs/conventions.md).
 */
export type ProxyStep = {
  name: string;
  run: (input: ProxyInput) => NextResponse | null | Promise<NextResponse | null>;
};

/** Runs the steps in order; the first answer wins. The last step must always answer. */
export async function runSteps(steps: readonly ProxyStep[], input: ProxyInput): Promise<NextResponse> {
  for (const step of steps) {
    const answer = await step.run(input);
    if (answer) return answer;
  }
  throw new Error(`proxy: no step answered ${input.request.nextUrl.pathname}`);
}
