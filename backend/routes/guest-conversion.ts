import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ACCOUNT_ORDER_MESSAGES, guestConversionRequestSchema, type guestConversionResponseSchema } from '@/lib/contract/account-orders';
import { ORDER_MESSAGES } from '@/lib/contract/checkout';
import { hashPassword } from '@/backend/accounts/password';
import { checkVatNumber } from '@/backend/accounts/vat-check';
import { normaliseVatNumber } from '@/lib/checkout/address-rules';
import { requireShop } from '@/backend/auth';
import { originOf } from '@/backend/mail/mail-format';
import { guestConversionMail } from '@/backend/mail/account-mails';
import { parseInput } from '@/backend/validation';
import type { RouteDeps } from './deps';

type Answer = z.infer<typeof guestConversionResponseSchema>;

/** Letters and digits without look-alikes (0/O, 1/l/I), for a password read from an e-mail. */
const ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A random password of 16 characters (about 93 bits). */
export function generatedPassword(): string {
  const bytes = crypto.randomBytes(32);
  let out = '';
  for (const byte of bytes) {
    if (byte < 224) out += ALPHABET[byte % ALPHABET.length];
    if (out.length === 16) return out;
  }
  return generatedPassword();
}

/**
 * `POST /api/ExternalOrderApi/customer/convert` {order_id} (shop token; S4-53, S4-54): the guest customer of the order
 * becomes an account with a generated password (argon2id), e-mailed to the outbox; the e-mail's other guest orders join
 * it (backend/repo/account-orders-repo.ts). Refused with 409 'already registered' when an account has the e-mail, 409
 * 'Customer is not a guest' when the order's customer is an account already; an unknown order is a 404.
 */
export function registerGuestConversionRoutes(app: FastifyInstance, { repos, vies }: RouteDeps): void {
  app.post('/api/ExternalOrderApi/customer/convert', async (request, reply) => {
    requireShop(request);
    const body = parseInput(guestConversionRequestSchema, request.body, 'body');
    const refuse = (status: number, message: string) => reply.code(status).send({ status_code: status, message } satisfies Answer);
    const customer = repos.accountOrders.customerOfOrder(body.order_id);
    const row = repos.orderStore.order(body.order_id);
    if (!customer || !row) return refuse(404, ORDER_MESSAGES.notFound);
    if (repos.accounts.accountByEmail(customer.email)) return refuse(409, ACCOUNT_ORDER_MESSAGES.alreadyRegistered);
    if (customer.guest !== 1) return refuse(409, ACCOUNT_ORDER_MESSAGES.notGuest);
    const password = generatedPassword();
    // An order placed as a business customer ('als Geschäftskunde') makes a business account: company and VAT number
    // are kept, the number checked as at registration (format, then VIES).
    const ordered = repos.accountOrders.businessOfOrder(body.order_id);
    const vatNumber = normaliseVatNumber(ordered?.vatNumber ?? '');
    const business = ordered ? { company: ordered.company, vatNumber, vatStatus: await checkVatNumber(vatNumber, vies) } : null;
    const converted = repos.accountOrders.convert(customer.id, customer.email, await hashPassword(password), business);
    if (!converted) return refuse(409, ACCOUNT_ORDER_MESSAGES.alreadyRegistered);
    const mail = guestConversionMail({
      locale: customer.locale, name: `${customer.firstname} ${customer.lastname}`.trim(), email: customer.email, password,
      loginUrl: `${originOf(row.returnBase)}/login-register`, shop: repos.shopIdentity.identity(customer.locale),
    });
    repos.outbox.send({ to: customer.email, subject: mail.subject, body: mail.body, kind: 'guest_conversion', locale: customer.locale, orderId: null });
    return { status_code: 200, message: ACCOUNT_ORDER_MESSAGES.converted, data: { customer_id: customer.id, joined_orders: converted.joinedOrders } } satisfies Answer;
  });
}
