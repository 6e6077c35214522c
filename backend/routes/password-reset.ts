import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { TheliaLocale } from '@/contract/common';
import {
  PASSWORD_RESET_MESSAGES,
  passwordForgotRequestSchema,
  passwordResetRequestSchema,
  type passwordForgotResponseSchema,
  type passwordResetResponseSchema,
} from '@/contract/account-session';
import { hashPassword, newPasswordAccepted } from '@/backend/accounts/password';
import { ACCOUNT_MESSAGES } from '@/contract/account';
import { requireShop } from '@/backend/auth';
import { parseInput } from '@/backend/validation';
import type { RouteDeps } from './deps';

type ForgotAnswer = z.infer<typeof passwordForgotResponseSchema>;
type ResetAnswer = z.infer<typeof passwordResetResponseSchema>;

const MAIL_TEXTS: Record<TheliaLocale, { subject: string; body: (link: string) => string }> = {
  de_AT: {
    subject: 'Passwort zurücksetzen',
    body: (link) => `Guten Tag,\n\nüber diesen Link können Sie ein neues Passwort festlegen (60 Minuten gültig, einmal verwendbar):\n${link}\n\nHaben Sie das nicht angefordert, ignorieren Sie diese E-Mail.`,
  },
  de_DE: {
    subject: 'Passwort zurücksetzen',
    body: (link) => `Guten Tag,\n\nüber diesen Link können Sie ein neues Passwort festlegen (60 Minuten gültig, einmal verwendbar):\n${link}\n\nHaben Sie das nicht angefordert, ignorieren Sie diese E-Mail.`,
  },
  ro_RO: {
    subject: 'Resetarea parolei',
    body: (link) => `Bună ziua,\n\nPrin acest link puteți stabili o parolă nouă (valabil 60 de minute, o singură utilizare):\n${link}\n\nDacă nu ați solicitat acest lucru, ignorați acest e-mail.`,
  },
};

/**
 * Forgot password (shop token): `POST /api/password/forgot` mails a single-use reset link to the account's address
 * (the outbox) and answers 404 'email not found' for an unknown address (S8-12, the spec's own text; the storefront
 * rate-limits the call); `POST /api/password/reset` sets the new password with the link's token and ends every login
 * session of the customer; a used, expired or unknown token is a 410.
 */
export function registerPasswordResetRoutes(app: FastifyInstance, { repos }: RouteDeps): void {
  const { accounts, passwordResets, outbox } = repos;

  app.post('/api/password/forgot', async (request, reply) => {
    requireShop(request);
    const body = parseInput(passwordForgotRequestSchema, request.body, 'body');
    const account = accounts.accountByEmail(body.email);
    if (!account) return reply.code(404).send({ status_code: 404, message: PASSWORD_RESET_MESSAGES.emailNotFound });
    const token = passwordResets.issue(account.id);
    const link = `${new URL(body.origin).origin}/forgot-password/${token}`;
    const text = MAIL_TEXTS[body.locale];
    outbox.send({ to: account.email, subject: text.subject, body: text.body(link), kind: 'password_reset', locale: body.locale, orderId: null });
    return { status_code: 200 } satisfies ForgotAnswer;
  });

  app.post('/api/password/reset', async (request, reply) => {
    requireShop(request);
    const body = parseInput(passwordResetRequestSchema, request.body, 'body');
    if (!newPasswordAccepted(body.password)) return reply.code(400).send({ status_code: 400, message: ACCOUNT_MESSAGES.commonPassword });
    const redeemed = passwordResets.redeem(body.token, await hashPassword(body.password));
    if (!redeemed.ok) return reply.code(410).send({ status_code: 410, message: PASSWORD_RESET_MESSAGES.linkInvalid });
    return { status_code: 200, data: { email: redeemed.email } } satisfies ResetAnswer;
  });
}
