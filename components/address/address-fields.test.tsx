import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/de.json';
import { AddressFields, type AddressFieldsScheme, type SharedAddressValues } from './address-fields';

const SCHEME: AddressFieldsScheme = { idPrefix: 'address-', namePrefix: 'address-', rowClass: undefined, zipRowClass: undefined };
const COUNTRIES = [
  { id: 13, iso: 'AT', title: 'Österreich' },
  { id: 14, iso: 'DE', title: 'Deutschland' },
];
const VALUE: SharedAddressValues = { firstname: 'Maria', lastname: 'Muster', street: 'Ring 1', zipcode: '1010', city: 'Wien', countryId: 13, county: '' };

function render(value: SharedAddressValues, scheme: AddressFieldsScheme = SCHEME): string {
  return renderToStaticMarkup(
    <NextIntlClientProvider locale="de-AT" messages={messages}>
      <AddressFields
        scheme={scheme}
        label={(key) => `label:${key}`}
        choose="Bitte wählen"
        value={value}
        countries={COUNTRIES}
        counties={[]}
        numericZip
        onChange={() => undefined}
        onCountry={() => undefined}
        onBlur={() => undefined}
        errorOf={() => null}
        secondLine={null}
      />
    </NextIntlClientProvider>,
  );
}

const countrySelect = (html: string) => /<select[^>]*id="address-countryId"[^>]*>(.*?)<\/select>/.exec(html)?.[1] ?? '';

describe('the address fields both address forms render', () => {
  test('ids and names follow the form\'s scheme; the autocomplete section is the form\'s', () => {
    const book = render(VALUE);
    for (const field of ['firstname', 'lastname', 'street', 'zipcode', 'city']) {
      expect(book).toContain(`id="address-${field}"`);
      expect(book).toContain(`name="address-${field}"`);
    }
    expect(book).not.toMatch(/autoComplete="(billing|shipping) /i);
    const checkout = render(VALUE, { ...SCHEME, idPrefix: 'checkout-invoice-', namePrefix: 'invoice.', section: 'billing' });
    expect(checkout).toContain('id="checkout-invoice-street"');
    expect(checkout).toContain('name="invoice.street"');
    expect(checkout).toMatch(/autoComplete="billing address-line1"/i);
  });

  test('a country outside the shop\'s list is shown as "choose", not as the first country; a listed one has no such option', () => {
    const unknown = countrySelect(render({ ...VALUE, countryId: 999 }));
    expect(unknown).toMatch(/<option value="999" selected="">Bitte wählen<\/option>/);
    expect(unknown).not.toMatch(/<option value="13" selected=""/);
    const listed = countrySelect(render(VALUE));
    expect(listed).not.toContain('Bitte wählen');
    expect(listed).toMatch(/<option value="13" selected="">Österreich<\/option>/);
  });
});
