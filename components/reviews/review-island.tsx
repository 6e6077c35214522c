'use client';

import type { ReactNode } from 'react';
import Link from 'next/link';
import dynamic from 'next/dynamic';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useShopper } from '@/components/account/use-shopper';
import type { ReviewRightsState } from '@/lib/reviews/review-rights-answer';
import { ReviewPanel } from './review-panel';
import styles from './reviews.module.css';
import { inOwnTask } from '@/lib/scheduling/message-task';
import { importInTurn } from '@/lib/scheduling/import-in-turn';

// The form's code loads only for a customer allowed to review this variant (ADR 0016): nobody else ever sees it.
const ReviewForm = dynamic(() => import('./review-form').then((module) => module.ReviewForm), { ssr: false });

async function fetchRights(pseId: number): Promise<ReviewRightsState> {
  const response = await fetch(`/api/reviews/rights?pse=${pseId}`, { credentials: 'same-origin', headers: { Accept: 'application/json' }, cache: 'no-store' });
  if (!response.ok) throw new Error(`review rights: ${response.status}`);
  const [{ reviewRightsAnswerSchema }, body] = await Promise.all([importInTurn(() => import('@/lib/reviews/review-rights-answer')), response.json() as Promise<unknown>]);
  return reviewRightsAnswerSchema.parse(body).state;
}

/**
 * The product page's review island (the page itself is cached for everybody): after the page, the shopper (useShopper)
 * and, for a customer, the rights for this variant (`/api/reviews/rights`) decide what shows: the form for a buyer;
 * why not for anyone else ('Only customer are allowed to publish comment', a login link for a guest).
 */
export function ReviewIsland({ pseId }: { pseId: number }) {
  const t = useTranslations('Reviews');
  const { shopper, loaded } = useShopper();
  const customerId = shopper.kind === 'customer' ? shopper.customerId : null;
  const rights = useQuery({
    queryKey: ['review-rights', pseId, customerId],
    queryFn: inOwnTask(() => fetchRights(pseId)),
    enabled: customerId !== null,
    // Asked once per page view: a refetch would swap the 'sent for approval' answer for 'already reviewed'.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: 1,
  });

  let body: ReactNode;
  if (!loaded && customerId === null) {
    body = <p className={styles.note}>{t('checking')}</p>;
  } else if (customerId === null) {
    body = (
      <p data-testid="review-login-hint">
        {t('loginHint')} <Link href="/login-register">{t('loginLink')}</Link>
      </p>
    );
  } else if (rights.isError) {
    body = <p role="alert">{t('unavailable')}</p>;
  } else if (rights.data === undefined) {
    body = <p className={styles.note}>{t('checking')}</p>;
  } else if (rights.data === 'allowed') {
    body = <ReviewForm pseId={pseId} />;
  } else if (rights.data === 'already-reviewed') {
    body = <p data-testid="review-already">{t('alreadyReviewed')}</p>;
  } else {
    body = (
      <div data-testid="review-refused">
        <p>{t('onlyCustomers')}</p>
        <p className={styles.note}>{t('notBuyer')}</p>
      </div>
    );
  }

  return <ReviewPanel heading={t('formHeading')}>{body}</ReviewPanel>;
}
