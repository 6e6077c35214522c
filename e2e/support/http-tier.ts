import { test as base, expect } from '@playwright/test';
import { SHOP_PROJECTS, type ShopProject } from './ports';

/**
 * The HTTP tier's test: plain requests against the started stack (e2e/http/, the `http` project of
 * playwright.config.ts), no browser. Asking for a page, context or browser fails: a check that needs one is a journey.
 */
export const test = base.extend({
  page: async ({}, use) => {
    await use(noBrowser('page'));
  },
  context: async ({}, use) => {
    await use(noBrowser('context'));
  },
});

function noBrowser(name: string): never {
  throw new Error(`the HTTP tier has no browser (${name}): a check that needs one belongs in an e2e/*.spec.ts journey`);
}

export { expect };

/** Declares `declare`'s tests once per shop, in a block named after the shop (at, de, ro): what differs per shop. */
export function forEachShop(declare: (shop: ShopProject) => void): void {
  for (const shop of SHOP_PROJECTS) test.describe(shop.name, () => declare(shop));
}

/** The default shop (AT), for checks of a mechanism that is the same in every shop. */
export const DEFAULT_SHOP: ShopProject = SHOP_PROJECTS[0];
