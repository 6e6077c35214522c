import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { County, guestCustomerResponseSchema } from '@/contract/checkout';
import type { addressWriteResponseSchema } from '@/contract/account-profile';
import { vatAfterAddressSave } from '@/backend/accounts/business-vat';
import { ADDRESS_MESSAGES, guestCustomerRequestSchema } from '@/contract/checkout';
import { addressCreateRequestSchema } from '@/contract/address';
import { notFound } from '@/backend/errors';
import { addressRefusal } from './address-check';
import { idString, parseInput } from '@/backend/validation';
import type { RouteDeps } from './deps';

type GuestAnswer = z.infer<typeof guestCustomerResponseSchema>;
type AddressAnswer = z.infer<typeof addressWriteResponseSchema>;

/**
 * The customer calls the checkout makes before it pays: `POST /api/ExternalOrderApi/guest` (a guest customer),
 * `POST /api/ExternalOrderApi/address` (an address with the country's postcode rule and, in Romania, its county) and
 * the counties (`GET /api/ExternalOrderApi/county/{id}`, `GET /api/ExternalOrderApi/county/?country_id=`).
 */
export function registerCheckoutCustomerRoutes(app: FastifyInstance, { repos, vies }: RouteDeps): void {
  const { customers } = repos;

  app.post('/api/ExternalOrderApi/guest', async (request): Promise<GuestAnswer> => {
    const body = parseInput(guestCustomerRequestSchema, request.body, 'body');
    const created = customers.createCustomer({ email: body.email, titleId: body.title, firstname: body.firstname, lastname: body.lastname, locale: body.locale, guest: true });
    return { status_code: 200, data: { customer_id: created.id, ref: created.ref } };
  });

  app.post('/api/ExternalOrderApi/address', async (request, reply) => {
    const body = parseInput(addressCreateRequestSchema, request.body, 'body');
    const refuse = (status: number, message: string) => reply.code(status).send({ status_code: status, message } satisfies AddressAnswer);
    // A customer's token creates addresses of its own customer only: another customer id is unknown to it.
    const principal = request.principal;
    if (principal?.kind === 'customer' && principal.customerId !== body.customer_id) return refuse(404, ADDRESS_MESSAGES.customerNotFound);
    if (!customers.customer(body.customer_id)) return refuse(404, ADDRESS_MESSAGES.customerNotFound);
    const refusal = addressRefusal(customers, body);
    if (refusal !== null) return refuse(422, refusal);
    const addressId = customers.addAddress({
      customerId: body.customer_id, label: body.label, titleId: body.title, firstname: body.firstname, lastname: body.lastname, company: body.company,
      vatNumber: body.vat_number, address1: body.address1, address2: body.address2, address3: body.address3, zipcode: body.zipcode, city: body.city,
      countryId: body.country_id, stateId: body.state_id, phone: body.phone, cellphone: body.cellphone, isDefault: body.is_default,
    });
    const vatStatus = principal?.kind === 'customer' ? await vatAfterAddressSave({ ...repos, vies }, body.customer_id, addressId) : undefined;
    return { status_code: 200, data: { address_id: addressId, ...(vatStatus ? { vat_status: vatStatus } : {}) } } satisfies AddressAnswer;
  });

  app.get('/api/ExternalOrderApi/county/', async (request): Promise<County[]> => {
    const query = parseInput(z.object({ country_id: idString }), request.query, 'query');
    return customers.counties(query.country_id);
  });

  app.get('/api/ExternalOrderApi/county/:id', async (request): Promise<County> => {
    const { id } = parseInput(z.object({ id: idString }), request.params, 'params');
    const county = customers.county(id);
    if (!county) throw notFound(`County ${id} not found`);
    return county;
  });
}
