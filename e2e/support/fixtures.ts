import { test as base, expect, type BrowserContext } from '@playwright/test';
import de from '../../messages/de.json';
import ro from '../../messages/ro.json';
import type { Messages } from '../../lib/i18n/messages';
import { CONSENT_COOKIE } from '../../lib/consent/consent-state';
import { E2E_PORTS, SHOP_PROJECTS, type ShopProject } from './ports';

/**
 * The consent choice a journey's browser starts with: 'denied' (default: a returning shopper who declined, so the
 * banner covers nothing), 'granted', or 'none' (a first visit: the banner shows; the consent journeys).
 */
export type ConsentOption = 'denied' | 'granted' | 'none';

/** The shop of the running project (at, de, ro), so a journey can assert shop-specific texts. */
export const test = base.extend<{ shop: ShopProject; consent: ConsentOption }>({
  shop: async ({}, use, testInfo) => {
    const shop = SHOP_PROJECTS.find((candidate) => candidate.name === testInfo.project.name);
    if (!shop) throw new Error(`unknown project ${testInfo.project.name}`);
    await use(shop);
  },
  consent: ['denied', { option: true }],
  context: async ({ context, consent }, use) => {
    if (consent !== 'none') await presetConsent(context, consent);
    await use(context);
  },
});

/** Gives a browser context a consent choice in every shop (for contexts a journey opens itself). */
export async function presetConsent(context: BrowserContext, choice: 'denied' | 'granted'): Promise<void> {
  const url = (host: string) => `http://${host}:${E2E_PORTS.storefront}`;
  await context.addCookies(SHOP_PROJECTS.map(({ host }) => ({ name: CONSENT_COOKIE, value: choice, url: url(host) })));
}

export { expect };

/**
 * Which shops a journey runs in (playwright.config.ts selects by these tags). An untagged journey checks a mechanism
 * that is the same in every shop and runs in the default shop (AT) only; `EVERY_SHOP` marks a journey whose assertions
 * are what differs per shop (texts, currency, VAT, country rules, payment methods) and runs in all three; `ONLY_IN.de`
 * and `ONLY_IN.ro` mark a rule of one country's shop. docs/adr/0053.
 */
export const EVERY_SHOP = { tag: '@every-shop' } as const;
export const ONLY_IN = { de: { tag: '@de' }, ro: { tag: '@ro' } } as const;

/** The messages of the shop's language: journeys assert exactly what the shopper reads. */
export function messagesOf(shop: ShopProject): Messages {
  return shop.name === 'ro' ? ro : de;
}
