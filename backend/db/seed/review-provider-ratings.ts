/**
 * What the review providers' stand-ins answer (backend/routes/review-providers.ts), per provider and shop id: the
 * seeded shops' ids of config-locale.ts with realistic ratings and counts, so the trust badges work offline.
 */
export type ProviderRating = {
  ratingvalue: number;
  ratingcount: number;
  /** Rated criteria per language (ShopVote rates several; the others answer none). */
  criteria: { de: Array<[string, number]>; ro: Array<[string, number]> };
  sealcolor: string;
  reviewpage: string;
  shopname: string;
};

export const REVIEW_PROVIDER_IDS = ['shopvote', 'trustedshops', 'searchrating'] as const;
export type ReviewProviderId = (typeof REVIEW_PROVIDER_IDS)[number];

const SHOPVOTE_CRITERIA_DE: Array<[string, number]> = [['Lieferung', 4.8], ['Kundenservice', 4.9], ['Preis-Leistung', 4.7], ['Produktqualität', 4.8]];
const SHOPVOTE_CRITERIA_RO: Array<[string, number]> = [['Livrare', 4.8], ['Serviciu clienți', 4.9], ['Raport calitate-preț', 4.7], ['Calitatea produselor', 4.8]];

export const PROVIDER_RATINGS: Record<ReviewProviderId, Record<string, ProviderRating>> = {
  shopvote: {
    '17311': {
      ratingvalue: 4.81, ratingcount: 2734, criteria: { de: SHOPVOTE_CRITERIA_DE, ro: SHOPVOTE_CRITERIA_RO }, sealcolor: '#f29400',
      reviewpage: 'https://www.shopvote.de/bewertung_sanitaer_haus_at_17311.html', shopname: 'Sanitär Haus Österreich',
    },
    '17312': {
      ratingvalue: 4.74, ratingcount: 1918,
      criteria: { de: SHOPVOTE_CRITERIA_DE.map(([name, value]) => [name, Math.round((value - 0.1) * 10) / 10]), ro: SHOPVOTE_CRITERIA_RO },
      sealcolor: '#f29400', reviewpage: 'https://www.shopvote.de/bewertung_sanitaer_haus_de_17312.html', shopname: 'Sanitär Haus Deutschland',
    },
  },
  trustedshops: {
    X3F9A1C27B6D4E8F0A1B2C3D4E5F6A7B8: {
      ratingvalue: 4.83, ratingcount: 5412, criteria: { de: [], ro: [] }, sealcolor: '#ffdc0f',
      reviewpage: 'https://www.trustedshops.de/bewertung/info_X3F9A1C27B6D4E8F0A1B2C3D4E5F6A7B8.html', shopname: 'Sanitär Haus Deutschland',
    },
  },
  searchrating: {
    'SR-AT-48213': {
      ratingvalue: 4.7, ratingcount: 1206, criteria: { de: [], ro: [] }, sealcolor: '#1a73e8',
      reviewpage: 'https://www.google.com/shopping/ratings/account/metrics?q=sanitaer-haus.at&hl=de', shopname: 'Sanitär Haus Österreich',
    },
  },
};
