import type { TheliaLocale } from '@/contract/common';
import type { VatStatus } from '@/contract/account';
import type { Db } from '@/backend/db/open';
import { hashPasswordSync } from '@/backend/accounts/password';
import { customerRef } from '@/backend/repo/customer-repo';
import { COUNTRY_IDS } from './countries';

export type DemoCustomer = {
  key: 'private-at' | 'private-de' | 'private-ro' | 'business-de' | 'admin' | 'business-at' | 'business-ro';
  email: string;
  titleId: number;
  firstname: string;
  lastname: string;
  locale: TheliaLocale;
  isCompany: boolean;
  company: string;
  vatNumber: string;
  vatStatus: VatStatus;
  isAdmin: boolean;
  address: { address1: string; zipcode: string; city: string; countryId: number; county: string | null; phone: string };
};

/** The demo customers' password (README 'Demo customers'); a real shop has no such thing. */
export const DEMO_PASSWORD = 'Demo-Passwort-2026';

/**
 * Demo customers of the reference backend: one private customer per shop, an administrator, and one business customer
 * per country with its OWN VAT number (never a shop's, which stand in the Impressum: ATU12345678, DE123456789,
 * RO12345678), each checked 'valid' by the sandbox VIES. In its own country's shop a business customer pays that
 * shop's VAT; in another shop, delivering to its own country, its order is an intra-Community supply at 0 %.
 * The business customers come after the others so the earlier customers keep their ids.
 */
export const DEMO_CUSTOMERS: readonly DemoCustomer[] = [
  {
    key: 'private-at', email: 'anna.berger@example.at', titleId: 2, firstname: 'Anna', lastname: 'Berger', locale: 'de_AT', isCompany: false, company: '',
    vatNumber: '', vatStatus: 'none', isAdmin: false,
    address: { address1: 'Mariahilfer Straße 45/3', zipcode: '1060', city: 'Wien', countryId: COUNTRY_IDS.AT, county: null, phone: '+43 664 1234567' },
  },
  {
    key: 'private-de', email: 'lukas.schmidt@example.de', titleId: 1, firstname: 'Lukas', lastname: 'Schmidt', locale: 'de_DE', isCompany: false, company: '',
    vatNumber: '', vatStatus: 'none', isAdmin: false,
    address: { address1: 'Lindenstraße 12', zipcode: '10969', city: 'Berlin', countryId: COUNTRY_IDS.DE, county: null, phone: '+49 151 23456789' },
  },
  {
    key: 'private-ro', email: 'ioana.popescu@example.ro', titleId: 2, firstname: 'Ioana', lastname: 'Popescu', locale: 'ro_RO', isCompany: false,
    company: '', vatNumber: '', vatStatus: 'none', isAdmin: false,
    address: { address1: 'Strada Victoriei 21', zipcode: '010061', city: 'București', countryId: COUNTRY_IDS.RO, county: 'RO-B', phone: '+40 721 234567' },
  },
  {
    key: 'business-de', email: 'einkauf@haustechnik-weber.example.de', titleId: 3, firstname: 'Jonas', lastname: 'Weber', locale: 'de_DE', isCompany: true,
    company: 'Haustechnik Weber GmbH', vatNumber: 'DE287654321', vatStatus: 'valid', isAdmin: false,
    address: { address1: 'Industriestraße 7', zipcode: '70565', city: 'Stuttgart', countryId: COUNTRY_IDS.DE, county: null, phone: '+49 711 1234567' },
  },
  {
    key: 'admin', email: 'admin@example.at', titleId: 1, firstname: 'Martin', lastname: 'Huber', locale: 'de_AT', isCompany: false, company: '',
    vatNumber: '', vatStatus: 'none', isAdmin: true,
    address: { address1: 'Triester Straße 10', zipcode: '1100', city: 'Wien', countryId: COUNTRY_IDS.AT, county: null, phone: '+43 1 2345678' },
  },
  {
    key: 'business-at', email: 'office@installateur-gruber.example.at', titleId: 3, firstname: 'Stefan', lastname: 'Gruber', locale: 'de_AT', isCompany: true,
    company: 'Installateur Gruber GmbH', vatNumber: 'ATU68374215', vatStatus: 'valid', isAdmin: false,
    address: { address1: 'Landstraße 31', zipcode: '4020', city: 'Linz', countryId: COUNTRY_IDS.AT, county: null, phone: '+43 732 123456' },
  },
  {
    key: 'business-ro', email: 'achizitii@instalatii-muresan.example.ro', titleId: 3, firstname: 'Andrei', lastname: 'Mureșan', locale: 'ro_RO', isCompany: true,
    company: 'Instalații Mureșan SRL', vatNumber: 'RO31245678', vatStatus: 'valid', isAdmin: false,
    address: { address1: 'Strada Memorandumului 28', zipcode: '400114', city: 'Cluj-Napoca', countryId: COUNTRY_IDS.RO, county: 'RO-CJ', phone: '+40 264 123456' },
  },
];

/** The demo addresses' label in the customer's language. */
const HOME_LABEL: Record<TheliaLocale, string> = { de_AT: 'Zuhause', de_DE: 'Zuhause', ro_RO: 'Acasă' };

export function seedCustomers(db: Db, createdAt: string): void {
  const hash = hashPasswordSync(DEMO_PASSWORD);
  const insert = db.prepare(
    `INSERT INTO customer (ref, email, title_id, firstname, lastname, locale, guest, created_at, password_hash, is_admin, is_company, company,
       vat_number, vat_status, newsletter) VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?, 0)`,
  );
  const setRef = db.prepare('UPDATE customer SET ref = ? WHERE id = ?');
  const county = db.prepare('SELECT id FROM state WHERE isocode = ?');
  const insertAddress = db.prepare(
    `INSERT INTO address (customer_id, label, title_id, firstname, lastname, company, vat_number, address1, address2, address3, zipcode, city,
       country_id, state_id, phone, cellphone, is_default, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, '', '', ?, ?, ?, ?, ?, '', 1, ?)`,
  );
  for (const c of DEMO_CUSTOMERS) {
    const id = Number(
      insert.run(`PENDING-${c.key}`, c.email, c.titleId, c.firstname, c.lastname, c.locale, createdAt, hash, c.isAdmin ? 1 : 0, c.isCompany ? 1 : 0, c.company, c.vatNumber, c.vatStatus)
        .lastInsertRowid,
    );
    setRef.run(customerRef(id), id);
    const stateId = c.address.county === null ? null : (county.get(c.address.county) as { id: number }).id;
    insertAddress.run(id, HOME_LABEL[c.locale], c.titleId, c.firstname, c.lastname, c.company, c.vatNumber, c.address.address1, c.address.zipcode, c.address.city, c.address.countryId, stateId, c.address.phone, createdAt);
  }
}
