import type { StoreInfo } from '@/lib/layout/store-info';
import { organizationJsonLd, webSiteJsonLd } from './organization-json-ld';

const store: StoreInfo = {
  name: 'Sanitär Haus',
  phone: '+43 1 234 56 78',
  email: 'service@sanitaer-haus.at',
  supportTime: '',
  supportTimeMoTh: '',
  supportTimeFr: '',
  address1: 'Triester Straße 14',
  city: 'Wien',
  zipcode: '1100',
  country: 'Österreich',
  openingTimes: '',
  openingHours: [],
};
const base = {
  origin: 'https://www.sanitaer-haus.at',
  fallbackName: 'Sanitär Haus AT',
  logo: '/media/brand/logo-at.svg',
  store,
  socialUrls: ['https://www.facebook.com/sanitaerhaus', 'https://www.instagram.com/sanitaerhaus', '', null],
  countryCode: 'AT',
  language: 'de',
};

describe('Organization JSON-LD', () => {
  test('name, origin, absolute logo, contact point with the phone, social profiles and address', () => {
    expect(organizationJsonLd(base)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': 'https://www.sanitaer-haus.at/#organization',
      name: 'Sanitär Haus',
      url: 'https://www.sanitaer-haus.at/',
      logo: 'https://www.sanitaer-haus.at/media/brand/logo-at.svg',
      telephone: '+43 1 234 56 78',
      email: 'service@sanitaer-haus.at',
      contactPoint: {
        '@type': 'ContactPoint',
        telephone: '+43 1 234 56 78',
        contactType: 'customer service',
        areaServed: 'AT',
        availableLanguage: 'de',
        email: 'service@sanitaer-haus.at',
      },
      sameAs: ['https://www.facebook.com/sanitaerhaus', 'https://www.instagram.com/sanitaerhaus'],
      address: { '@type': 'PostalAddress', streetAddress: 'Triester Straße 14', addressLocality: 'Wien', postalCode: '1100', addressCountry: 'AT' },
    });
  });

  test('missing data is left out, never sent empty; the config name stands in for a missing store name', () => {
    const json = organizationJsonLd({ ...base, logo: '', socialUrls: [null, ' ', 'not a url'], store: { ...store, name: '', phone: '', email: '', address1: '', city: '', zipcode: '' } });
    expect(json).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': 'https://www.sanitaer-haus.at/#organization',
      name: 'Sanitär Haus AT',
      url: 'https://www.sanitaer-haus.at/',
    });
  });

  test('WebSite with a SearchAction on /search/{search_term_string}, published by the Organization', () => {
    const json = webSiteJsonLd({ origin: 'https://www.casa-sanitara.ro', name: 'Casa Sanitară', locale: 'ro-RO' });
    expect(json).toMatchObject({
      '@type': 'WebSite',
      url: 'https://www.casa-sanitara.ro/',
      inLanguage: 'ro-RO',
      publisher: { '@id': 'https://www.casa-sanitara.ro/#organization' },
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: 'https://www.casa-sanitara.ro/search/{search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    });
  });
});
