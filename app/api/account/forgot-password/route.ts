import { NextResponse } from 'next/server';
import { z } from 'zod';
import { guardedWrite } from '@/lib/request/guarded-write';
import { AUTH_LIMITS, clientAddress, tooManyAttempts } from '@/lib/account/auth-limits-server';
import { verifyCaptcha } from '@/lib/account/captcha';
import { CAPTCHA_REPLAY_GUARD, captchaSecret } from '@/lib/account/captcha-server';
import { checkAll } from '@/lib/account/attempt-limit';
import { forgotPasswordCall } from '@/lib/account/session-calls';
import { accountEmailSchema } from '@/contract/account';

const NO_STORE = { 'Cache-Control': 'no-store' } as const;
const inputSchema = z.object({ email: accountEmailSchema, captcha: z.string().max(4096) }).strict();

/**
 * `POST /api/account/forgot-password` `{email, captcha}`: mails a reset link (to the shop's configured origin) when an
 * account has the address. 200 `{status:'sent'}`; 404 `email-not-found` (S8-12, the spec's own answer, rate-limited);
 * 403 `captcha`; 429 `too-many-attempts` per client address and per e-mail; 400; 503.
 */
export const POST = guardedWrite({ body: 'json', maxBytes: 6144 }, async ({ request, body, context }) => {
  const input = inputSchema.safeParse(body);
  if (!input.success) return NextResponse.json({ error: 'bad-request' }, { status: 400, headers: NO_STORE });
  const address = `forgot:${clientAddress(request)}`;
  const account = `forgot:${input.data.email}`;
  const verdict = await checkAll([[AUTH_LIMITS.forgotPerAddress, address], [AUTH_LIMITS.forgotPerAccount, account]]);
  if (!verdict.allowed) return tooManyAttempts(verdict);
  const captcha = await verifyCaptcha(input.data.captcha, captchaSecret(), CAPTCHA_REPLAY_GUARD, Date.now());
  if (captcha !== 'accepted') return NextResponse.json({ error: 'captcha', reason: captcha }, { status: 403, headers: NO_STORE });
  await Promise.all([AUTH_LIMITS.forgotPerAddress.hit(address), AUTH_LIMITS.forgotPerAccount.hit(account)]);
  const sent = await forgotPasswordCall(input.data.email, context.shop.theliaLocale, context.origin);
  if (!sent.ok) {
    if (sent.error.status === 404) return NextResponse.json({ error: 'email-not-found' }, { status: 404, headers: NO_STORE });
    return NextResponse.json({ error: 'unavailable' }, { status: 503, headers: NO_STORE });
  }
  return NextResponse.json({ status: 'sent' }, { headers: NO_STORE });
});
