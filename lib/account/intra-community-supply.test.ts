/** @jest-environment node */
import { openDatabase } from '@/backend/db/open';
import { SCHEMA_SQL } from '@/backend/db/schema';
import { COUNTRY_IDS, seedCountries } from '@/backend/db/seed/countries';
import { intraCommunitySupply, MEMBER_STATE_COUNTRY_IDS, verifiedVatCountryId } from './intra-community-supply';

const german = { isCompany: true, vatNumber: 'DE287654321', vatStatus: 'valid' } as const;
const { AT, DE, RO } = COUNTRY_IDS;

describe('0 % VAT only for an intra-Community supply (decisions.md, Business customers)', () => {
  test('a domestic business customer pays the shop VAT: a German company in the German shop', () => {
    expect(intraCommunitySupply({ shopCountryId: DE, buyerVatCountryId: verifiedVatCountryId(german), deliveryCountryId: DE })).toBe(false);
    const romanian = verifiedVatCountryId({ isCompany: true, vatNumber: 'RO31245678', vatStatus: 'valid' });
    expect(intraCommunitySupply({ shopCountryId: RO, buyerVatCountryId: romanian, deliveryCountryId: RO })).toBe(false);
  });

  test('a verified number of another member state with delivery to that member state is 0 %', () => {
    expect(intraCommunitySupply({ shopCountryId: AT, buyerVatCountryId: verifiedVatCountryId(german), deliveryCountryId: DE })).toBe(true);
    const austrian = verifiedVatCountryId({ isCompany: true, vatNumber: 'ATU68374215', vatStatus: 'valid' });
    expect(intraCommunitySupply({ shopCountryId: RO, buyerVatCountryId: austrian, deliveryCountryId: AT })).toBe(true);
  });

  test('delivery elsewhere (the shop country, a third member state, Switzerland) carries VAT', () => {
    const buyer = verifiedVatCountryId(german);
    for (const deliveryCountryId of [AT, RO, 78, 168, null]) {
      expect(intraCommunitySupply({ shopCountryId: AT, buyerVatCountryId: buyer, deliveryCountryId })).toBe(false);
    }
  });

  test('an unchecked, invalid or unverifiable number, or a private customer, carries VAT', () => {
    for (const vatStatus of ['none', 'invalid', 'error'] as const) {
      expect(verifiedVatCountryId({ ...german, vatStatus })).toBeNull();
      expect(intraCommunitySupply({ shopCountryId: AT, buyerVatCountryId: verifiedVatCountryId({ ...german, vatStatus }), deliveryCountryId: DE })).toBe(false);
    }
    expect(verifiedVatCountryId({ ...german, isCompany: false })).toBeNull();
    expect(verifiedVatCountryId({ ...german, vatNumber: '' })).toBeNull();
    // A prefix of no member state the shops deliver to (Switzerland's CHE numbers, Greece's EL) never gives 0 %.
    expect(verifiedVatCountryId({ ...german, vatNumber: 'CHE123456789' })).toBeNull();
  });

  test('the member state of a verified number follows its prefix, written in any case', () => {
    expect(verifiedVatCountryId({ ...german, vatNumber: ' de 287 654 321 ' })).toBe(DE);
    expect(verifiedVatCountryId({ ...german, vatNumber: 'ATU68374215' })).toBe(AT);
    expect(verifiedVatCountryId({ ...german, vatNumber: 'RO31245678' })).toBe(RO);
  });
});

describe('the member states list', () => {
  test("agrees with the reference backend's EU countries (Thelia ids)", () => {
    const db = openDatabase(':memory:');
    db.exec(SCHEMA_SQL);
    seedCountries(db);
    const eu = db.prepare('SELECT isoalpha2 AS iso, id FROM country WHERE in_eu = 1').all() as { iso: string; id: number }[];
    db.close();
    expect(MEMBER_STATE_COUNTRY_IDS).toEqual(Object.fromEntries(eu.map((country) => [country.iso, country.id])));
  });
});
