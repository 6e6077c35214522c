'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { ReviewChecking } from './review-panel';

function Checking() {
  const t = useTranslations('Reviews');
  return <ReviewChecking heading={t('formHeading')} text={t('checking')} />;
}

/*
 * The review box is far below the fold and decides per shopper after the cached page anyway: the server HTML and the
 * first paint show it checking, and its code (the shopper's rights, the form's loader) comes after hydration instead
 * of with the product page's first-load JavaScript (ADR 0043).
 */
const ReviewIsland = dynamic(() => import('./review-island').then((module) => module.ReviewIsland), { ssr: false, loading: Checking });

export function ReviewIslandAfterHydration({ pseId }: { pseId: number }) {
  return <ReviewIsland pseId={pseId} />;
}
