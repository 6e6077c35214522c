import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { z } from 'zod';

/**
 * The import boundaries of eslint.config.mjs, the three wings (ADR 0069) and code beside its route (ADR 0068), proved
 * on sources that ESLint's Node API lints as if they stood at the given path: a forbidden import fails with the rule's
 * reason, an allowed one passes. ESLint loads its flat config with a dynamic import, which Jest's module runtime
 * refuses, so it runs in a Node process of its own (one start, one `lintText` per case).
 */
const ROOT = path.resolve(__dirname, '../..');
const LINT_CASES = `
const { ESLint } = require('eslint');
const cases = JSON.parse(require('node:fs').readFileSync(0, 'utf8'));
const eslint = new ESLint({ cwd: process.cwd() });
(async () => {
  const answers = [];
  for (const { filePath, source } of cases) {
    const [result] = await eslint.lintText(source, { filePath });
    answers.push(result.messages.filter((m) => /(^|\\/)no-restricted-imports$/.test(m.ruleId ?? '')).map((m) => m.message));
  }
  process.stdout.write(JSON.stringify(answers));
})();
`;

type Case = { filePath: string; from: string; typeOnly?: boolean };
const sourceOf = ({ from, typeOnly }: Case) => `import ${typeOnly ? 'type ' : ''}{ a } from '${from}';\nexport type Used = typeof a;\n`;

const BACKEND = 'the backend plays Thelia: it imports only contract/';
const CONTRACT = 'the contract imports nothing but zod and its own files';
const STOREFRONT = 'the storefront talks to the backend over HTTP only';
const BESIDE_ROUTE = 'Shared code does not import from app/';

const FORBIDDEN: { reason: string; adr: string; cases: Case[] }[] = [
  {
    reason: BACKEND,
    adr: 'ADR 0069',
    cases: [
      { filePath: 'backend/repo/x.ts', from: '@/lib/pricing/money' },
      { filePath: 'backend/repo/x.ts', from: '@/lib/pricing/reference-price', typeOnly: true },
      { filePath: 'backend/x.ts', from: '@/components/layout/header' },
      { filePath: 'backend/routes/x.ts', from: '@/app/layout' },
      { filePath: 'backend/routes/x.ts', from: '@/proxy' },
      { filePath: 'backend/db/seed/x.ts', from: '@/e2e/support/fixtures' },
      { filePath: 'backend/x.ts', from: '@/scripts/bench' },
      { filePath: 'backend/routes/x.ts', from: '../../lib/pricing/money' },
      { filePath: 'backend/db/seed/x.ts', from: '../../../lib/orders/order-link' },
      { filePath: 'backend/x.ts', from: '../messages/de.json' },
    ],
  },
  {
    reason: CONTRACT,
    adr: 'ADR 0069',
    cases: [
      { filePath: 'contract/x.ts', from: '@/lib/account/password-policy' },
      { filePath: 'contract/x.ts', from: '@/backend/rules/vat-number' },
      { filePath: 'contract/search/x.ts', from: '../../lib/search/query-builder' },
      { filePath: 'contract/x.ts', from: '../backend/errors' },
      { filePath: 'contract/x.ts', from: 'next/server' },
      { filePath: 'contract/x.ts', from: 'react' },
      { filePath: 'contract/x.ts', from: 'server-only' },
    ],
  },
  {
    reason: STOREFRONT,
    adr: 'ADR 0069',
    cases: [
      { filePath: 'lib/orders/x.ts', from: '@/backend/rules/order-link' },
      { filePath: 'components/layout/x.tsx', from: '../../backend/app' },
      { filePath: 'app/[locale]/x.tsx', from: '@/backend/app' },
      { filePath: 'proxy.ts', from: '@/backend/app' },
      { filePath: 'proxy.ts', from: './backend/app' },
    ],
  },
  {
    reason: BESIDE_ROUTE,
    adr: 'ADR 0068',
    cases: [
      { filePath: 'components/content/x.tsx', from: '@/app/[locale]/contact/_actions/submit-contact' },
      { filePath: 'lib/orders/x.ts', from: '@/app/api/cart/route', typeOnly: true },
      { filePath: 'components/orders/x.tsx', from: '../../app/[locale]/withdrawal/_actions/withdrawal-step' },
    ],
  },
];

const ALLOWED: Case[] = [
  ...['@/contract/constants', '../../contract/constants', '@/backend/errors', '../errors', './cart-repo', 'node:crypto', 'zod', 'fastify'].map((from) => ({ filePath: 'backend/routes/x.ts', from })),
  { filePath: 'backend/x.ts', from: './contract-like-name' },
  { filePath: 'contract/x.ts', from: 'zod' },
  { filePath: 'contract/x.ts', from: 'zod/mini' },
  { filePath: 'contract/x.ts', from: '@/contract/constants' },
  { filePath: 'contract/x.ts', from: './shops' },
  { filePath: 'contract/search/x.ts', from: '../constants' },
  { filePath: 'lib/orders/x.test.ts', from: '@/backend/rules/order-link' },
  { filePath: 'components/layout/x.test.tsx', from: '@/backend/app' },
  { filePath: 'lib/orders/x.ts', from: '@/contract/order-link' },
  { filePath: 'lib/reviews/x.test.ts', from: '@/app/api/reviews/route' },
  { filePath: 'app/[locale]/contact/page.tsx', from: './_actions/submit-contact' },
];

let messages: Map<Case, string[]>;
beforeAll(() => {
  const cases = [...FORBIDDEN.flatMap((group) => group.cases), ...ALLOWED];
  const out = execFileSync(process.execPath, ['-e', LINT_CASES], {
    cwd: ROOT,
    input: JSON.stringify(cases.map((one) => ({ filePath: one.filePath, source: sourceOf(one) }))),
    encoding: 'utf8',
  });
  const answers = z.array(z.array(z.string())).length(cases.length).parse(JSON.parse(out));
  messages = new Map(cases.map((one, index) => [one, answers[index] ?? []]));
}, 120_000);

describe('import boundary (ADR 0068, 0069)', () => {
  test.each(FORBIDDEN.map((group) => [group.reason, group.adr, group.cases] as const))('a forbidden import fails, naming the reason: %s (%s)', (reason, adr, cases) => {
    for (const one of cases) {
      expect([one.filePath, one.from, messages.get(one)]).toEqual([one.filePath, one.from, [expect.stringContaining(reason)]]);
      expect(messages.get(one)?.[0]).toContain(adr);
    }
  });

  test('an allowed import passes: the backend to the contract, its own files and packages; the contract to zod and itself; storefront tests to the backend', () => {
    for (const one of ALLOWED) expect([one.filePath, one.from, messages.get(one)]).toEqual([one.filePath, one.from, []]);
  });
});
