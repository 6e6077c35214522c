import type { TheliaLocale } from '@/contract/common';
import type { Db } from '@/backend/db/open';
import { openDatabase } from '@/backend/db/open';
import { seedDatabase } from '@/backend/db/seed/run';
import de from '@/messages/de.json';
import ro from '@/messages/ro.json';

/**
 * Where the reference backend's seeded pages quote the storefront's own words, they quote them exactly: the terms
 * name the order button, the withdrawal page the footer button, and the delivery methods carry the names the footer
 * and the product page use (messages/*.json).
 */
let db: Db;
beforeAll(() => {
  db = openDatabase(':memory:');
  seedDatabase(db, { now: new Date('2026-11-22T10:00:00Z') });
});
afterAll(() => db.close());

const pageText = (locale: TheliaLocale, title: string) => {
  const row = db.prepare('SELECT description FROM content_i18n WHERE locale = ? AND title = ?').get(locale, title) as { description: string } | undefined;
  if (!row) throw new Error(`no page ${title} in ${locale}`);
  return row.description;
};

describe('Romanian seeded texts', () => {
  test('the terms name the order button and the withdrawal page names the footer button exactly as the shop shows them', () => {
    expect(pageText('ro_RO', 'Termeni și condiții')).toContain(`„${ro.Checkout.orderButton}”`);
    expect(pageText('ro_RO', 'Dreptul de retragere')).toContain(`„${ro.Withdrawal.footerLink}”`);
  });

  test('the freight delivery has one name: the checkout method, the footer and the product page agree', () => {
    const titles = (db.prepare("SELECT title FROM delivery_module_i18n WHERE locale = 'ro_RO'").all() as { title: string }[]).map((row) => row.title);
    expect(titles).toContain(ro.Footer.delivery.freight);
    expect(titles).toContain(ro.Footer.delivery.parcel);
    expect(ro.Product.deliveryFreight).toContain(ro.Footer.delivery.freight.toLowerCase());
  });
});

describe('German seeded texts', () => {
  test.each(['de_AT', 'de_DE'] as const)('%s: the terms name the order button and the withdrawal page names the footer button exactly', (locale) => {
    expect(pageText(locale, 'Allgemeine Geschäftsbedingungen')).toContain(`„${de.Checkout.orderButton}“`);
    expect(pageText(locale, 'Widerrufsrecht')).toContain(`„${de.Withdrawal.footerLink}“`);
  });
});
