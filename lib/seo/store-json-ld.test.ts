import type { StoreInfo } from '@/lib/layout/store-info';
import { serializeJsonLd, storeJsonLd } from './store-json-ld';

const store: StoreInfo = {
  name: 'Sanitär Haus',
  phone: '+43 1 234 56 78',
  email: 'service@sanitaer-haus.at',
  supportTime: 'Mo–Fr 8–17 Uhr',
  supportTimeMoTh: '08:00–17:00',
  supportTimeFr: '08:00–13:00',
  address1: 'Hauptstraße 1',
  city: 'Wien',
  zipcode: '1010',
  country: 'Österreich',
  openingTimes: 'Schauraum Wien: Mo–Do 8:00–17:00, Fr 8:00–13:00',
  openingHours: [
    { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'], opens: '08:00', closes: '17:00' },
    { days: ['Friday'], opens: '08:00', closes: '13:00' },
  ],
};
const options = { url: 'https://www.sanitaer-haus.at', countryCode: 'AT', fallbackName: 'Fallback' };

describe('storeJsonLd', () => {
  test('S2-153 store structured data is a schema.org Store with the address (country as ISO code), phone and opening hours as data', () => {
    expect(JSON.parse(JSON.stringify(storeJsonLd(store, options)))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Store',
      name: 'Sanitär Haus',
      telephone: '+43 1 234 56 78',
      email: 'service@sanitaer-haus.at',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Hauptstraße 1',
        addressLocality: 'Wien',
        postalCode: '1010',
        addressCountry: 'AT',
      },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['https://schema.org/Monday', 'https://schema.org/Tuesday', 'https://schema.org/Wednesday', 'https://schema.org/Thursday'],
          opens: '08:00',
          closes: '17:00',
        },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Friday'], opens: '08:00', closes: '13:00' },
      ],
      url: 'https://www.sanitaer-haus.at',
    });
  });

  test.each(['phone', 'address1', 'city', 'zipcode'] as const)(
    'S2-153 store structured data is emitted only when phone, street, city and zip all exist (missing %s)',
    (field) => {
      expect(storeJsonLd({ ...store, [field]: '' }, options)).toBeNull();
    },
  );

  test('leaves out empty optional fields and falls back for name and country', () => {
    const result = storeJsonLd(
      { ...store, name: '', email: '', openingHours: [], country: '' },
      { ...options, url: '' },
    );
    const plain = JSON.parse(JSON.stringify(result)) as Record<string, unknown>;
    expect(plain.name).toBe('Fallback');
    expect(plain).not.toHaveProperty('email');
    expect(plain).not.toHaveProperty('openingHours');
    expect(plain).not.toHaveProperty('openingHoursSpecification');
    expect(plain).not.toHaveProperty('url');
    expect(plain.address).toMatchObject({ addressCountry: 'AT' });
  });

  test('a store_country that is an ISO code is kept; a country name gives the shop\'s code', () => {
    const ro = JSON.parse(JSON.stringify(storeJsonLd({ ...store, country: 'RO' }, options))) as { address: object };
    expect(ro.address).toMatchObject({ addressCountry: 'RO' });
    const named = JSON.parse(JSON.stringify(storeJsonLd({ ...store, country: 'Deutschland' }, { ...options, countryCode: 'DE' }))) as { address: object };
    expect(named.address).toMatchObject({ addressCountry: 'DE' });
  });
});

describe('serializeJsonLd', () => {
  test('escapes characters that could close the script element', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script> & <!-- \u2028' });
    expect(text).not.toContain('<');
    expect(text).not.toContain('>');
    expect(text).not.toContain('&');
    expect(text).not.toContain('\u2028');
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script> & <!-- \u2028' });
  });
});
