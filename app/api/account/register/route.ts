import { NextResponse } from 'next/server';
import { subscribeCall } from '@/lib/newsletter/newsletter-calls';
import { z } from 'zod';
import { guardedWrite } from '@/lib/request/guarded-write';
import { loginCall } from '@/lib/account/account-calls';
import { AUTH_LIMITS, clientAddress, tooManyAttempts } from '@/lib/account/auth-limits-server';
import { verifyCaptcha } from '@/lib/account/captcha';
import { CAPTCHA_REPLAY_GUARD, captchaSecret } from '@/lib/account/captcha-server';
import { completeLogin } from '@/lib/account/login-effects-server';
import { isCommonPassword } from '@/lib/account/common-passwords';
import { normalEmail, registerProblems } from '@/lib/account/register-rules';
import { registerCall } from '@/lib/account/session-calls';
import { SALUTATIONS, titleOfSalutation } from '@/lib/address/salutation';
import { normaliseVatNumber } from '@/lib/address/vat-number';

const NO_STORE = { 'Cache-Control': 'no-store' } as const;
const MAX_BODY_BYTES = 8192;
const registerInputSchema = z
  .object({
    title: z.enum(SALUTATIONS),
    isCompany: z.boolean(),
    company: z.string().max(200),
    vatNumber: z.string().max(40),
    firstname: z.string().max(200),
    lastname: z.string().max(200),
    email: z.string().max(300),
    password: z.string().max(600),
    newsletter: z.boolean(),
    captcha: z.string().max(4096),
  })
  .strict();

/**
 * `POST /api/account/register`: a private or business customer's account (company and VAT number, checked by the
 * backend; spec section 5 rules as issue 42 amends them, the e-mail address and the password once, the password rule
 * with the common-password list: lib/account/register-rules.ts),
 * only with an accepted captcha (S5-37); the new customer is logged in at once. 200 `{status:'registered'}`; 400
 * `bad-request` or `invalid` with the field problems; 403 `captcha` (missing, wrong, expired or replayed); 409
 * `email-exists` (S5-36, S8-10, S8-11); 429 `too-many-attempts`; 503 `unavailable`.
 */
export const POST = guardedWrite({ body: 'json', maxBytes: MAX_BODY_BYTES }, async ({ request, body, context }) => {
  const parsed = registerInputSchema.safeParse(body);
  if (!parsed.success) return NextResponse.json({ error: 'bad-request' }, { status: 400, headers: NO_STORE });
  const address = `register:${clientAddress(request)}`;
  const verdict = await AUTH_LIMITS.registerPerAddress.check(address);
  if (!verdict.allowed) return tooManyAttempts(verdict);
  await AUTH_LIMITS.registerPerAddress.hit(address);
  const input = parsed.data;
  const captcha = await verifyCaptcha(input.captcha, captchaSecret(), CAPTCHA_REPLAY_GUARD, Date.now());
  if (captcha !== 'accepted') return NextResponse.json({ error: 'captcha', reason: captcha }, { status: 403, headers: NO_STORE });
  const problems = registerProblems(input, isCommonPassword);
  if (Object.keys(problems).length > 0) return NextResponse.json({ error: 'invalid', problems }, { status: 400, headers: NO_STORE });
  const email = normalEmail(input.email);
  const created = await registerCall({
    email, password: input.password, title: titleOfSalutation(input.title), firstname: input.firstname.trim(), lastname: input.lastname.trim(),
    is_company: input.isCompany, company: input.isCompany ? input.company.trim() : '', vat_number: input.isCompany ? normaliseVatNumber(input.vatNumber) : '',
    // The newsletter is never switched on here: a wish to receive it starts the double opt-in below (ADR 0030).
    locale: context.shop.theliaLocale, newsletter: false,
  });
  if (!created.ok) {
    if (created.error.status === 409) return NextResponse.json({ error: 'email-exists' }, { status: 409, headers: NO_STORE });
    if (created.error.status === 400) return NextResponse.json({ error: 'bad-request' }, { status: 400, headers: NO_STORE });
    return NextResponse.json({ error: 'unavailable' }, { status: 503, headers: NO_STORE });
  }
  // A failed confirmation e-mail does not undo the account; the customer can subscribe from the account later.
  if (input.newsletter) await subscribeCall(email, context.shop.theliaLocale, context.origin);
  const loggedIn = await loginCall(email, input.password);
  const response = NextResponse.json({ status: 'registered' }, { headers: NO_STORE });
  if (loggedIn.ok) await completeLogin(response, context, loggedIn.data);
  return response;
});
