import 'server-only';
import { cache } from 'react';
import { serverConfig } from '@/lib/env/server-config';
import type { LocaleConfig } from '@/contract/locale-config';
import type { Shop } from '@/contract/shops';
import { fetchReviewsBadge, type ReviewProviderBases } from './fetch-reviews-badge';
import { enabledProviders, type TrustPlacement } from './review-providers';
import type { TrustBadge } from './trust-badge';

/** The configured providers' base URLs (README, Configuration). */
function providerBases(): ReviewProviderBases {
  return serverConfig().reviewProviders;
}

/**
 * The trust badges the locale config switches on for `placement`, with each provider's rating (cached 1800 s, S9-06).
 * A provider that is down, slow or answers nonsense is left out: the page renders without its badge.
 */
export const getTrustBadges = cache(async (shop: Shop, config: LocaleConfig, placement: TrustPlacement): Promise<TrustBadge[]> => {
  const bases = providerBases();
  const answers = await Promise.all(
    enabledProviders(config, placement).map(({ provider, shopId }) =>
      fetchReviewsBadge(bases, provider, { shopId, src: config.lang_url, lang: shop.language }),
    ),
  );
  return answers.filter((badge): badge is TrustBadge => badge !== null);
});
