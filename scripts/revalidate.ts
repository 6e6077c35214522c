/**
 * Signs and sends a revalidation call (docs/adr/0010-sitemaps-robots-and-revalidation.md):
 *   REVALIDATE_SECRET=... npx tsx scripts/revalidate.ts product 42 [--locale de_AT] [--url http://localhost:3000]
 *   REVALIDATE_SECRET=... npx tsx scripts/revalidate.ts config --locale ro_RO
 * Prints the storefront's answer; exits 1 when it is not 200.
 */
import { revalidateRequestSchema } from '../lib/revalidate/revalidate-request';
import { signBody, SIGNATURE_HEADER, TIMESTAMP_HEADER } from '../lib/revalidate/signature';

function usage(message: string): never {
  console.error(`${message}\nusage: npx tsx scripts/revalidate.ts <product|category|brand|content> <id> | <config|menu> [--locale de_AT|de_DE|ro_RO] [--url URL]`);
  process.exit(2);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const option = (name: string): string | undefined => {
    const index = args.indexOf(name);
    if (index === -1) return undefined;
    const value = args[index + 1];
    if (!value) usage(`${name} needs a value`);
    args.splice(index, 2);
    return value;
  };
  const url = option('--url') ?? `http://localhost:${process.env.PORT ?? '3000'}`;
  const locale = option('--locale');
  const [type, rawId] = args;
  if (!type) usage('missing type');
  const secret = process.env.REVALIDATE_SECRET?.trim();
  if (!secret) usage('REVALIDATE_SECRET is not set');
  const parsed = revalidateRequestSchema.safeParse({ type, ...(rawId !== undefined ? { id: Number(rawId) } : {}), ...(locale ? { locale } : {}) });
  if (!parsed.success) usage(parsed.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; '));
  const body = JSON.stringify(parsed.data);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const response = await fetch(`${url.replace(/\/+$/, '')}/api/revalidate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [TIMESTAMP_HEADER]: timestamp, [SIGNATURE_HEADER]: signBody(secret, timestamp, body) },
    body,
  });
  console.log(response.status, await response.text());
  if (response.status !== 200) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
