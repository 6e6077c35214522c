import type { LocaleConfig } from '@/contract/locale-config';

/**
 * The trust widgets of the spec's section 1: the shop-rating badge (ShopVote), the second trust badge (Trusted Shops)
 * and the search-engine rating badge, in the order the footer and the floating badge show them.
 */
export const REVIEW_PROVIDERS = ['shopvote', 'trustedshops', 'searchrating'] as const;
export type ReviewProvider = (typeof REVIEW_PROVIDERS)[number];

/** Where a widget appears: the footer's reviews section or the floating badge (the config's two booleans each). */
export type TrustPlacement = 'footer' | 'badge';

/** The widget type the storefront asks every provider for (the `type` of the reviews widget GET, S7-50). */
export const REVIEWS_WIDGET_TYPE = 'badge';

/** A provider switched on for a placement, with the shop's id at that provider. */
export type EnabledProvider = { provider: ReviewProvider; shopId: string };

function settingsOf(config: LocaleConfig, provider: ReviewProvider): { shopId: string | null; display: { footer: boolean; badge: boolean } } {
  switch (provider) {
    case 'shopvote':
      return { shopId: config.shopvote_shop_id, display: config.shopvote_display };
    case 'trustedshops':
      return { shopId: config.trusted_shop_id, display: config.trustedshop_display };
    case 'searchrating':
      return { shopId: config.searchrating_shop_id, display: config.searchrating_display };
  }
}

/**
 * The providers the locale config switches on for `placement` (S1-33, S1-34, S1-35, S3-04): the placement's boolean
 * is on and the shop has an id at the provider (a switch without an id has nothing to show).
 */
export function enabledProviders(config: LocaleConfig, placement: TrustPlacement): EnabledProvider[] {
  return REVIEW_PROVIDERS.flatMap((provider) => {
    const { shopId, display } = settingsOf(config, provider);
    const id = shopId?.trim() ?? '';
    return display[placement] && id !== '' ? [{ provider, shopId: id }] : [];
  });
}

/**
 * The query of the reviews widget GET (spec section 7, S7-50): the shop's id at the provider, the widget type, the
 * source (the shop's public site, which providers check against the registered shop) and the shop's language.
 */
export function reviewsBadgeQuery(input: { shopId: string; src: string; lang: string }): URLSearchParams {
  return new URLSearchParams({ shopid: input.shopId, type: REVIEWS_WIDGET_TYPE, src: input.src, lang: input.lang });
}
