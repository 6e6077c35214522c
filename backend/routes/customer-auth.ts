import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  loginRequestSchema,
  refreshTokenRequestSchema,
  registerRequestSchema,
  type customerResponseSchema,
  type loginResponseSchema,
  type refreshTokenResponseSchema,
  type registerResponseSchema,
} from '@/contract/account';
import { TOO_MANY_LOGINS_MESSAGE } from '@/contract/account-session';
import { issueCustomerToken } from '@/backend/accounts/customer-token';
import { hashPassword, newPasswordAccepted, passwordMatches } from '@/backend/accounts/password';
import { checkVatNumber } from '@/backend/accounts/vat-check';
import { normaliseVatNumber } from '@/lib/address/vat-number';
import { requireCustomer, requireShop } from '@/backend/auth';
import { notFound } from '@/backend/errors';
import { localeQuery, parseInput } from '@/backend/validation';
import type { RouteDeps } from './deps';

type LoginAnswer = z.infer<typeof loginResponseSchema>;
type RefreshAnswer = z.infer<typeof refreshTokenResponseSchema>;
type RegisterAnswer = z.infer<typeof registerResponseSchema>;
type CustomerAnswer = z.infer<typeof customerResponseSchema>;

/**
 * Login, token refresh, logout, registration and the customer record (spec section 7). Login answers the same refusal
 * for an unknown e-mail address and a wrong password, after the same work (an argon2 check either way).
 */
export function registerCustomerAuthRoutes(app: FastifyInstance, { repos, customerKey, now, vies }: RouteDeps): void {
  const { accounts, loginFailures } = repos;

  app.post('/api/login', async (request, reply) => {
    requireShop(request);
    const body = parseInput(loginRequestSchema, request.body, 'body');
    // Too many failures for the address (any storefront instance): refused before the password is checked.
    const lockedMs = loginFailures.lockedFor(body.email);
    if (lockedMs > 0) {
      return reply.code(429).header('Retry-After', String(Math.ceil(lockedMs / 1000))).send({ status_code: 429, message: TOO_MANY_LOGINS_MESSAGE });
    }
    const account = accounts.accountByEmail(body.email);
    if (!(await passwordMatches(account?.passwordHash ?? null, body.password)) || !account) {
      loginFailures.record(body.email);
      return reply.code(401).send({ status_code: 401, message: ACCOUNT_MESSAGES.wrongLogin });
    }
    loginFailures.clear(body.email);
    const sessionId = accounts.openSession(account.id);
    const { token, expiresAt } = issueCustomerToken(account.id, sessionId, customerKey, now());
    return { status_code: 200, data: { token, expires_at: expiresAt, customer_id: account.id, email: account.email } } satisfies LoginAnswer;
  });

  app.post('/api/refreshToken', async (request, reply) => {
    const { customerId, sessionId } = requireCustomer(request);
    const body = parseInput(refreshTokenRequestSchema, request.body, 'body');
    const account = accounts.account(customerId);
    if (!account || body.customer_id !== customerId || body.email !== account.email.toLowerCase()) {
      return reply.code(403).send({ status_code: 403, message: ACCOUNT_MESSAGES.missingCustomer });
    }
    if (!accounts.touchSession(sessionId)) return reply.code(401).send({ status_code: 401, message: ACCOUNT_MESSAGES.sessionEnded });
    const { token, expiresAt } = issueCustomerToken(customerId, sessionId, customerKey, now());
    return { token, expires_at: expiresAt } satisfies RefreshAnswer;
  });

  app.post('/api/logout', async (request) => {
    const { sessionId } = requireCustomer(request);
    accounts.endSession(sessionId);
    return { status_code: 200 as const };
  });

  app.post('/api/ExternalOrderApi/customer', async (request, reply) => {
    requireShop(request);
    const body = parseInput(registerRequestSchema, request.body, 'body');
    if (!newPasswordAccepted(body.password)) return reply.code(400).send({ status_code: 400, message: ACCOUNT_MESSAGES.commonPassword });
    // A business customer's company VAT number is checked at registration (S5-32); excludeVAT follows only 'valid'.
    const vatStatus = body.is_company ? await checkVatNumber(body.vat_number, vies) : 'none';
    const created = accounts.createAccount({
      email: body.email, passwordHash: await hashPassword(body.password), titleId: body.title, firstname: body.firstname, lastname: body.lastname,
      locale: body.locale, isCompany: body.is_company, company: body.is_company ? body.company : '', vatNumber: body.is_company ? normaliseVatNumber(body.vat_number) : '',
      vatStatus, newsletter: body.newsletter,
    });
    if (!created) return reply.code(409).send({ status_code: 409, message: ACCOUNT_MESSAGES.emailExists });
    return { status_code: 200, data: { customer_id: created.id, ref: created.ref } } satisfies RegisterAnswer;
  });

  // The customer of the token (CustomerItems[0], S7-06); an `email` parameter must be the customer's own.
  app.get('/api/ExternalOrderApi/customer', async (request): Promise<CustomerAnswer> => {
    const { customerId } = requireCustomer(request);
    const query = parseInput(z.object({ email: z.string().max(254).optional(), locale: localeQuery }), request.query, 'query');
    const item = accounts.customerItem(customerId, query.locale);
    if (!item || (query.email !== undefined && query.email.toLowerCase() !== item.EMAIL.toLowerCase())) throw notFound('Customer not found');
    return { CustomerItems: [item] };
  });
}
