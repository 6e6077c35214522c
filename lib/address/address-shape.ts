import type { AddressField } from './address-rules';

/** The text fields of an address (every field but the country id). */
export type AddressTextField = Exclude<AddressField, 'countryId'>;

/**
 * The address fields of a schema shape, in the forms' order, with the field schema each caller needs: the browser's
 * answer checks (zod/mini), the route inputs (loose bounds; the field rules say the real limits) and the express
 * cookie (the field limits). No zod import: each caller brings its own.
 */
export function addressFieldsShape<Text, Country>(text: (field: AddressTextField) => Text, countryId: Country) {
  return {
    firstname: text('firstname'),
    lastname: text('lastname'),
    company: text('company'),
    vatNumber: text('vatNumber'),
    street: text('street'),
    addressExtra: text('addressExtra'),
    zipcode: text('zipcode'),
    city: text('city'),
    countryId,
    county: text('county'),
  } satisfies Record<AddressField, Text | Country>;
}
