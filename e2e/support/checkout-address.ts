import { expect, type Locator, type Page } from '@playwright/test';
import type { Messages } from '../../lib/i18n/messages';
import type { ShopProject } from './ports';

type Shop = ShopProject['name'];

/**
 * A valid address of each shop's country (the Romanian shop asks every shopper's phone and the county: its name in
 * the select, its ISO code in what the form sends).
 */
type Address = { email: string; phone: string; street: string; zipcode: string; city: string; county: string | null; countyCode: string; countryId: number };
export const ADDRESSES: Record<Shop, Address> = {
  at: { email: 'anna.berger@example.at', phone: '+43660 1234567', street: 'Hauptstraße 10/A/4/15', zipcode: '1100', city: 'Wien', county: null, countyCode: '', countryId: 13 },
  de: { email: 'jonas.keller@example.de', phone: '+49 89 1234567', street: 'Landsberger Straße 302', zipcode: '01067', city: 'Dresden', county: null, countyCode: '', countryId: 5 },
  ro: { email: 'ioana.popescu@example.ro', phone: '0264 123 456', street: 'Strada Fabricii 93', zipcode: '400620', city: 'Cluj-Napoca', county: 'Cluj', countyCode: 'RO-CJ', countryId: 146 },
};

export type CheckoutTexts = Messages['Checkout'];

/** The invoice address fieldset (a group named by its legend). */
export const invoiceGroup = (page: Page, m: CheckoutTexts): Locator => page.getByRole('group', { name: m.invoiceHeading });

/**
 * Fills the address step with a valid address of the shop's country (contact, salutation, names, street, place);
 * `salutation` null leaves the optional salutation as it is ('none').
 */
export async function fillAddressStep(page: Page, shop: Shop, m: CheckoutTexts, salutation: string | null = 'miss'): Promise<void> {
  const address = ADDRESSES[shop];
  await page.getByRole('textbox', { name: m.email, exact: true }).fill(address.email);
  await page.getByRole('textbox', { name: new RegExp(`^${m.phone}`) }).fill(address.phone);
  const invoice = invoiceGroup(page, m);
  if (salutation !== null) await invoice.getByRole('combobox', { name: m.salutation }).selectOption(salutation);
  await invoice.getByRole('textbox', { name: m.firstname, exact: true }).fill('Anna');
  await invoice.getByRole('textbox', { name: m.lastname, exact: true }).fill('Berger');
  await invoice.getByRole('textbox', { name: m.street, exact: true }).fill(address.street);
  await invoice.getByRole('textbox', { name: m.zipcode, exact: true }).fill(address.zipcode);
  await invoice.getByRole('textbox', { name: m.city, exact: true }).fill(address.city);
  if (address.county) await invoice.getByRole('combobox', { name: m.county, exact: true }).selectOption({ label: address.county });
}

/** Saves a filled address step and waits for the shipping step. */
export async function saveAddressStep(page: Page, m: CheckoutTexts): Promise<void> {
  await page.getByRole('button', { name: m.toShipping }).click();
  await expect(page).toHaveURL(/\/checkout\?step=shipping$/);
  await expect(page.getByRole('heading', { level: 2, name: m.steps.shipping })).toBeFocused();
}
