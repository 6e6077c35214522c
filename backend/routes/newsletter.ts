import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import {
  NEWSLETTER_MESSAGES, customerNewsletterRequestSchema, newsletterConfirmRequestSchema, newsletterSubscribeRequestSchema,
  newsletterUnsubscribeRequestSchema,
  type customerNewsletterResponseSchema, type newsletterConfirmResponseSchema, type newsletterSubscribeResponseSchema,
  type newsletterUnsubscribeResponseSchema,
} from '@/contract/account-newsletter';
import type { TheliaLocale } from '@/contract/common';
import { requireCustomer } from '@/backend/auth';
import { newsletterConfirmationMail } from '@/backend/mail/newsletter-mail';
import { notFound } from '@/backend/errors';
import { parseInput } from '@/backend/validation';
import type { RouteDeps } from './deps';

const refuse = (reply: FastifyReply, status: number, message: string) => reply.code(status).send({ status_code: status, message });

/**
 * The newsletter with double opt-in (spec sections 1, 2, 8; ADR 0030): subscribe (confirmation e-mail to the outbox),
 * confirm (the link's token), unsubscribe ('email not found', 'already unsubscribed'), all with the shop token; and
 * the customer's own subscription (`/api/newsletter/customer`, customer token, the account's e-mail address).
 */
export function registerNewsletterRoutes(app: FastifyInstance, { repos }: RouteDeps): void {
  const startSubscription = (email: string, locale: TheliaLocale, confirmBase: string) => {
    const token = repos.newsletter.subscribe(email, locale);
    if (token === null) return;
    const mail = newsletterConfirmationMail(locale, `${confirmBase}?confirm=${token}`);
    repos.outbox.send({ to: email.trim().toLowerCase(), subject: mail.subject, body: mail.body, kind: 'newsletter_confirmation', locale, orderId: null });
  };

  app.post('/api/newsletter/subscribe', async (request): Promise<z.infer<typeof newsletterSubscribeResponseSchema>> => {
    const body = parseInput(newsletterSubscribeRequestSchema, request.body, 'body');
    startSubscription(body.email, body.locale, body.confirm_base);
    return { status_code: 200, data: { status: 'confirmation-sent' } };
  });

  app.post('/api/newsletter/confirm', async (request, reply) => {
    const body = parseInput(newsletterConfirmRequestSchema, request.body, 'body');
    if (!repos.newsletter.confirm(body.token)) return refuse(reply, 404, NEWSLETTER_MESSAGES.linkInvalid);
    return { status_code: 200, data: { status: 'active' } } satisfies z.infer<typeof newsletterConfirmResponseSchema>;
  });

  app.post('/api/newsletter/unsubscribe', async (request, reply) => {
    const body = parseInput(newsletterUnsubscribeRequestSchema, request.body, 'body');
    const outcome = repos.newsletter.unsubscribe(body.email);
    if (outcome === 'not-found') return refuse(reply, 404, NEWSLETTER_MESSAGES.emailNotFound);
    if (outcome === 'already') return refuse(reply, 409, NEWSLETTER_MESSAGES.alreadyUnsubscribed);
    return { status_code: 200, data: { status: 'unsubscribed' } } satisfies z.infer<typeof newsletterUnsubscribeResponseSchema>;
  });

  const accountEmail = (customerId: number) => {
    const account = repos.accounts.account(customerId);
    if (!account) throw notFound('Customer not found');
    return account.email;
  };

  app.get('/api/newsletter/customer', async (request): Promise<z.infer<typeof customerNewsletterResponseSchema>> => {
    const { customerId } = requireCustomer(request);
    return { status_code: 200, data: { status: repos.newsletter.status(accountEmail(customerId)) } };
  });

  app.post('/api/newsletter/customer', async (request): Promise<z.infer<typeof customerNewsletterResponseSchema>> => {
    const { customerId } = requireCustomer(request);
    const body = parseInput(customerNewsletterRequestSchema, request.body, 'body');
    const email = accountEmail(customerId);
    if (body.subscribed) startSubscription(email, body.locale, body.confirm_base);
    else repos.newsletter.unsubscribe(email);
    return { status_code: 200, data: { status: repos.newsletter.status(email) } };
  });
}
