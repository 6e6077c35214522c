import { test as base, expect } from '@playwright/test';
import de from '../../messages/de.json';
import ro from '../../messages/ro.json';
import type { Messages } from '../../lib/i18n/messages';
import { SHOP_PROJECTS, type ShopProject } from './ports';

/** The shop of the running project (at, de, ro), so a journey can assert shop-specific texts. */
export const test = base.extend<{ shop: ShopProject }>({
  shop: async ({}, use, testInfo) => {
    const shop = SHOP_PROJECTS.find((candidate) => candidate.name === testInfo.project.name);
    if (!shop) throw new Error(`unknown project ${testInfo.project.name}`);
    await use(shop);
  },
});

export { expect };

/** The messages of the shop's language: journeys assert exactly what the shopper reads. */
export function messagesOf(shop: ShopProject): Messages {
  return shop.name === 'ro' ? ro : de;
}
