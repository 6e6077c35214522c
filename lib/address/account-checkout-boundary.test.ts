import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * The lint boundary between lib/account and lib/checkout (eslint.config.mjs), through the ESLint CLI (its flat config
 * is ESM, which Jest's module loader does not run): a probe file's imports are linted as the file named.
 */
const ROOT = path.join(__dirname, '..', '..');

function ruleIdsOf(code: string, filePath: string): string[] {
  const run = spawnSync(process.execPath, [path.join(ROOT, 'node_modules', 'eslint', 'bin', 'eslint.js'), '--stdin', '--stdin-filename', filePath, '--format', 'json'], {
    cwd: ROOT,
    input: code,
    encoding: 'utf8',
  });
  const [result] = JSON.parse(run.stdout) as { messages: { ruleId: string | null }[] }[];
  return (result?.messages ?? []).flatMap((message) => (message.ruleId ? [message.ruleId] : []));
}

const importsOf = (...specifiers: string[]) => `${specifiers.map((specifier, index) => `import { x${index} } from '${specifier}';`).join('\n')}\nexport const y = [${specifiers.map((_, index) => `x${index}`).join(', ')}];\n`;
const restricted = (ids: string[]) => ids.filter((id) => id === 'no-restricted-imports').length;

jest.setTimeout(120_000);

test('lib/account may not import lib/checkout, by alias or by relative path; lib/address it may', () => {
  expect(restricted(ruleIdsOf(importsOf('@/lib/checkout/express-cookie', '../checkout/express-cookie', '@/lib/address/address-rules'), 'lib/account/boundary-probe.ts'))).toBe(2);
});

test('lib/checkout may not import lib/account; lib/address it may', () => {
  expect(restricted(ruleIdsOf(importsOf('@/lib/account/session-cookie', '@/lib/address/salutation'), 'lib/checkout/boundary-probe.ts'))).toBe(1);
});
