import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ADDRESS_BOOK_MESSAGES,
  PROFILE_MESSAGES,
  addressDeleteRequestSchema,
  addressUpdateRequestSchema,
  changePasswordRequestSchema,
  customerUpdateRequestSchema,
  type addressListResponseSchema,
  type addressWriteResponseSchema,
  type changePasswordResponseSchema,
  type customerUpdateResponseSchema,
} from '@/contract/account-profile';
import { normaliseVatNumber } from '@/lib/address/vat-number';
import { ADDRESS_LIST_LIMIT } from '@/contract/constants';
import { vatAfterAddressSave } from '@/backend/accounts/business-vat';
import { ACCOUNT_MESSAGES } from '@/contract/account';
import { hashPassword, newPasswordAccepted, passwordMatches } from '@/backend/accounts/password';
import { checkVatNumber } from '@/backend/accounts/vat-check';
import { requireCustomer } from '@/backend/auth';
import { notFound } from '@/backend/errors';
import { idString, intString, parseInput } from '@/backend/validation';
import { addressRefusal } from './address-check';
import type { RouteDeps } from './deps';

type ListAnswer = z.infer<typeof addressListResponseSchema>;
type WriteAnswer = z.infer<typeof addressWriteResponseSchema>;
type CustomerUpdateAnswer = z.infer<typeof customerUpdateResponseSchema>;
type PasswordAnswer = z.infer<typeof changePasswordResponseSchema>;

/**
 * The customer's own account data (spec section 7), all with the customer's token and the customer read from it:
 * the address list (`limit` at most ADDRESS_LIST_LIMIT), address update and delete (address create is the checkout's
 * `POST /api/ExternalOrderApi/address`), personal information and the password change. Another customer's address id
 * is a 404, exactly as an unknown one; the default address cannot be deleted (S5-38).
 */
export function registerAccountProfileRoutes(app: FastifyInstance, { repos, vies }: RouteDeps): void {
  const { accounts, addressBook, profiles, customers } = repos;

  app.get('/api/ExternalOrderApi/address', async (request): Promise<ListAnswer> => {
    const { customerId } = requireCustomer(request);
    const query = parseInput(z.object({ customer_id: idString, limit: intString(1, ADDRESS_LIST_LIMIT).default(ADDRESS_LIST_LIMIT) }), request.query, 'query');
    if (query.customer_id !== customerId) throw notFound('Customer not found');
    return { AddressItems: addressBook.list(customerId, query.limit) };
  });

  app.put('/api/ExternalOrderApi/address/:id', async (request, reply) => {
    const { customerId } = requireCustomer(request);
    const { id } = parseInput(z.object({ id: idString }), request.params, 'params');
    const body = parseInput(addressUpdateRequestSchema, request.body, 'body');
    const refuse = (status: number, message: string) => reply.code(status).send({ status_code: status, message } satisfies WriteAnswer);
    if (!addressBook.own(id, customerId)) return refuse(404, ADDRESS_BOOK_MESSAGES.notFound);
    const refusal = addressRefusal(customers, body);
    if (refusal !== null) return refuse(422, refusal);
    const fields = {
      label: body.label, titleId: body.title, firstname: body.firstname, lastname: body.lastname, company: body.company, vatNumber: body.vat_number,
      address1: body.address1, address2: body.address2, address3: body.address3, zipcode: body.zipcode, city: body.city, countryId: body.country_id,
      stateId: body.state_id, phone: body.phone, cellphone: body.cellphone,
    };
    if (!addressBook.update(id, customerId, fields, body.is_default)) return refuse(404, ADDRESS_BOOK_MESSAGES.notFound);
    const vatStatus = await vatAfterAddressSave({ accounts, addressBook, profiles, vies }, customerId, id);
    return { status_code: 200, data: { address_id: id, ...(vatStatus ? { vat_status: vatStatus } : {}) } } satisfies WriteAnswer;
  });

  app.post('/api/ExternalOrderApi/address/delete', async (request, reply) => {
    const { customerId } = requireCustomer(request);
    const body = parseInput(addressDeleteRequestSchema, request.body, 'body');
    const outcome = addressBook.remove(body.address_id, customerId);
    if (outcome === 'not-found') return reply.code(404).send({ status_code: 404, message: ADDRESS_BOOK_MESSAGES.notFound } satisfies WriteAnswer);
    if (outcome === 'default') return reply.code(422).send({ status_code: 422, message: ADDRESS_BOOK_MESSAGES.defaultNotDeletable } satisfies WriteAnswer);
    return { status_code: 200, data: { address_id: body.address_id } } satisfies WriteAnswer;
  });

  // Personal information: a business customer's VAT number is checked when it changed or its last check failed to verify;
  // `is_company` makes a private customer a business customer (or back: the VAT number goes with it).
  app.put('/api/ExternalOrderApi/customer', async (request): Promise<CustomerUpdateAnswer> => {
    const { customerId } = requireCustomer(request);
    const body = parseInput(customerUpdateRequestSchema, request.body, 'body');
    const account = accounts.account(customerId);
    if (!account) throw notFound('Customer not found');
    const isCompany = body.is_company ?? account.isCompany === 1;
    const vatNumber = isCompany ? normaliseVatNumber(body.vat_number) : '';
    const unchanged = vatNumber !== '' && vatNumber === normaliseVatNumber(account.vatNumber) && account.vatStatus !== 'error';
    const vatStatus = unchanged ? account.vatStatus : await checkVatNumber(vatNumber, vies);
    profiles.setProfile(customerId, { titleId: body.title, firstname: body.firstname, lastname: body.lastname, company: body.company, vatNumber, vatStatus, isCompany });
    return { status_code: 200, data: { vat_status: vatStatus } };
  });

  // S5-26: the old password must match; the customer's other sessions end (other devices are logged out), this one stays.
  app.post('/api/changePassword', async (request, reply) => {
    const { customerId, sessionId } = requireCustomer(request);
    const body = parseInput(changePasswordRequestSchema, request.body, 'body');
    const account = accounts.account(customerId);
    if (!account || !(await passwordMatches(account.passwordHash, body.old_password))) {
      return reply.code(422).send({ status_code: 422, message: PROFILE_MESSAGES.wrongOldPassword });
    }
    if (!newPasswordAccepted(body.new_password)) return reply.code(400).send({ status_code: 400, message: ACCOUNT_MESSAGES.commonPassword });
    profiles.setPasswordHash(customerId, await hashPassword(body.new_password));
    const ended = accounts.endOtherSessions(customerId, sessionId);
    return { status_code: 200, data: { other_sessions_ended: ended } } satisfies PasswordAnswer;
  });
}
