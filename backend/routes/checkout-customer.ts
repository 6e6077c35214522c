import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { County, addressCreateResponseSchema, guestCustomerResponseSchema } from '@/lib/contract/checkout';
import { ADDRESS_MESSAGES, addressCreateRequestSchema, guestCustomerRequestSchema } from '@/lib/contract/checkout';
import { CONTACT_PHONE_MAX_LENGTH, CONTACT_PHONE_MIN_LENGTH } from '@/lib/shop/constants';
import { notFound } from '@/backend/errors';
import { idString, parseInput } from '@/backend/validation';
import type { RouteDeps } from './deps';

type GuestAnswer = z.infer<typeof guestCustomerResponseSchema>;
type AddressAnswer = z.infer<typeof addressCreateResponseSchema>;

/** A phone number: digits, spaces and '+' only, 9-20 characters (decisions.md). */
const PHONE = new RegExp(`^[0-9 +]{${CONTACT_PHONE_MIN_LENGTH},${CONTACT_PHONE_MAX_LENGTH}}$`);

/** A postal code against Thelia's zip_code_format: 'N' is a digit, other characters stand for themselves. */
export function matchesZipFormat(zipcode: string, format: string): boolean {
  if (format === '') return /^[A-Za-z0-9 -]{3,10}$/.test(zipcode);
  const pattern = [...format].map((char) => (char === 'N' ? '\\d' : char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('');
  return new RegExp(`^${pattern}$`).test(zipcode);
}

/**
 * The customer calls the checkout makes before it pays: `POST /api/ExternalOrderApi/guest` (a guest customer),
 * `POST /api/ExternalOrderApi/address` (an address with the country's postcode rule and, in Romania, its county) and
 * the counties (`GET /api/ExternalOrderApi/county/{id}`, `GET /api/ExternalOrderApi/county/?country_id=`).
 */
export function registerCheckoutCustomerRoutes(app: FastifyInstance, { repos }: RouteDeps): void {
  const { customers } = repos;

  app.post('/api/ExternalOrderApi/guest', async (request): Promise<GuestAnswer> => {
    const body = parseInput(guestCustomerRequestSchema, request.body, 'body');
    const created = customers.createCustomer({ email: body.email, titleId: body.title, firstname: body.firstname, lastname: body.lastname, locale: body.locale, guest: true });
    return { status_code: 200, data: { customer_id: created.id, ref: created.ref } };
  });

  app.post('/api/ExternalOrderApi/address', async (request, reply) => {
    const body = parseInput(addressCreateRequestSchema, request.body, 'body');
    const refuse = (status: number, message: string) => reply.code(status).send({ status_code: status, message } satisfies AddressAnswer);
    if (!customers.customer(body.customer_id)) return refuse(404, ADDRESS_MESSAGES.customerNotFound);
    const format = customers.zipFormat(body.country_id);
    if (format === null) return refuse(422, ADDRESS_MESSAGES.invalidCountry);
    if (!matchesZipFormat(body.zipcode, format)) return refuse(422, ADDRESS_MESSAGES.invalidPostcode);
    for (const phone of [body.phone, body.cellphone]) {
      if (phone !== '' && !PHONE.test(phone)) return refuse(422, ADDRESS_MESSAGES.invalidPhone);
    }
    const needsCounty = customers.countriesWithCounties().has(body.country_id);
    const county = body.state_id === null ? null : customers.county(body.state_id);
    if (needsCounty ? county === null || county.country_id !== body.country_id : body.state_id !== null) return refuse(422, ADDRESS_MESSAGES.invalidCounty);
    const addressId = customers.addAddress({
      customerId: body.customer_id, label: body.label, titleId: body.title, firstname: body.firstname, lastname: body.lastname, company: body.company,
      vatNumber: body.vat_number, address1: body.address1, address2: body.address2, address3: body.address3, zipcode: body.zipcode, city: body.city,
      countryId: body.country_id, stateId: body.state_id, phone: body.phone, cellphone: body.cellphone, isDefault: body.is_default,
    });
    return { status_code: 200, data: { address_id: addressId } } satisfies AddressAnswer;
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
