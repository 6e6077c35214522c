import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ACCOUNT_ORDER_MESSAGES, guestConversionRequestSchema, type guestConversionResponseSchema } from '@/contract/account-orders';
import { ORDER_MESSAGES } from '@/contract/checkout';
import { SET_PASSWORD_LINK_LIFE_MS } from '@/contract/constants';
import { checkVatNumber } from '@/backend/accounts/vat-check';
import { normaliseVatNumber } from '@/lib/address/vat-number';
import { requireShop } from '@/backend/auth';
import { originOf } from '@/backend/mail/mail-format';
import { guestConversionMail } from '@/backend/mail/account-mails';
import { parseInput } from '@/backend/validation';
import type { RouteDeps } from './deps';

type Answer = z.infer<typeof guestConversionResponseSchema>;

/**
 * `POST /api/ExternalOrderApi/customer/convert` {order_id} (shop token; S4-53, S4-54 as issue 42 amends it): the guest
 * customer of the order becomes an account without a password, and the outbox gets a one-time link to set one
 * (`/set-password/{token}`, SET_PASSWORD_LINK_LIFE_MS, the token stored only as its hash: backend/repo/password-reset-repo.ts);
 * no password ever travels by e-mail. The e-mail's other guest orders join the account (backend/repo/account-orders-repo.ts). Refused with 409 'already registered' when an account has the e-mail, 409
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
    // An order placed as a business customer ('als Geschäftskunde') makes a business account: company and VAT number
    // are kept, the number checked as at registration (format, then VIES).
    const ordered = repos.accountOrders.businessOfOrder(body.order_id);
    const vatNumber = normaliseVatNumber(ordered?.vatNumber ?? '');
    const business = ordered ? { company: ordered.company, vatNumber, vatStatus: await checkVatNumber(vatNumber, vies) } : null;
    const converted = repos.accountOrders.convert(customer.id, customer.email, null, business);
    if (!converted) return refuse(409, ACCOUNT_ORDER_MESSAGES.alreadyRegistered);
    const token = repos.passwordResets.issue(customer.id, SET_PASSWORD_LINK_LIFE_MS);
    const mail = guestConversionMail({
      locale: customer.locale, name: `${customer.firstname} ${customer.lastname}`.trim(), email: customer.email,
      setPasswordUrl: `${originOf(row.returnBase)}/set-password/${token}`, shop: repos.shopIdentity.identity(customer.locale),
    });
    repos.outbox.send({ to: customer.email, subject: mail.subject, body: mail.body, kind: 'guest_conversion', locale: customer.locale, orderId: null });
    return { status_code: 200, message: ACCOUNT_ORDER_MESSAGES.converted, data: { customer_id: customer.id, joined_orders: converted.joinedOrders } } satisfies Answer;
  });
}
