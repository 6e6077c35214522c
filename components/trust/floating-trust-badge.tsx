'use client';

import { useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { usePathname } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useQuery } from '@tanstack/react-query';
import { BP } from '@/lib/format/breakpoints';
import { numberFormat } from '@/lib/format/intl-formats';
import { isOnRoute } from '@/lib/format/path';
import { BADGE_POSITION, REVIEWS_BADGE_CACHE_SECONDS } from '@/contract/constants';
import { isTrustBadgeClosed, rememberTrustBadgeClosed } from '@/lib/trust/badge-dismissal';
import { RATING_FORMAT } from '@/lib/trust/rating-format';
import type { TrustBadge } from '@/lib/trust/trust-badge';
import { preload } from '@/lib/query/preload';
import { importInTurn } from '@/lib/scheduling/import-in-turn';
import { inOwnTask } from '@/lib/scheduling/message-task';
import { useTrustBadgeSpace } from './use-trust-badge-space';
import { RatingStars } from './rating-stars';
import styles from './floating-trust-badge.module.css';

async function fetchTrustBadges(): Promise<TrustBadge[]> {
  // The schema loads with the answer, not with the page (ADR 0016, 0049).
  const answer = preload(importInTurn(() => import('@/lib/trust/trust-badges-answer')));
  const response = await fetch('/api/trust-badges', { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`trust-badges answered ${response.status}`);
  const { parseTrustBadgesAnswer } = await answer;
  return parseTrustBadgesAnswer(await response.json()).badges;
}

/** Where the badge sits (S9-27, S9-28): the spec's corner and offsets, above a page's sticky bottom bar. */
const POSITION = {
  [BADGE_POSITION.horizontal]: `${BADGE_POSITION.offsetX}px`,
  [BADGE_POSITION.vertical]: `calc(${BADGE_POSITION.offsetY}px + var(--bottom-bar-space, 0px))`,
};

/**
 * The floating trust badge (spec section 4): the rating of the providers whose badge switch is on, read from
 * `GET /api/trust-badges` (the storefront's server asks the providers). A click opens the panel with each rating,
 * its criteria and a link to the review page (S4-72); leaving it with the mouse or Escape closes it (S4-73). On phones
 * a close button hides it for the session (S4-74, S4-75). Not on the checkout, whose order buttons it would crowd.
 */
export function FloatingTrustBadge() {
  const pathname = usePathname();
  const [closed, setClosed] = useState(() => isTrustBadgeClosed());
  const hidden = closed || isOnRoute(pathname, '/checkout');
  const query = useQuery({
    queryKey: ['trust-badges'],
    queryFn: inOwnTask(fetchTrustBadges),
    staleTime: REVIEWS_BADGE_CACHE_SECONDS * 1000,
    retry: false,
    enabled: !hidden,
  });
  const badges = query.data ?? [];
  const shown = !hidden && badges.length > 0;
  const root = useRef<HTMLElement>(null);
  useTrustBadgeSpace(root, shown);
  if (!shown) return null;
  return (
    <BadgeWidget
      rootRef={root}
      badges={badges}
      onClose={() => {
        rememberTrustBadgeClosed();
        setClosed(true);
      }}
    />
  );
}

function BadgeWidget({ rootRef, badges, onClose }: { rootRef: RefObject<HTMLElement | null>; badges: TrustBadge[]; onClose: () => void }) {
  const t = useTranslations('TrustBadges');
  const locale = useLocale();
  const rating = numberFormat(locale, RATING_FORMAT);
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const titleId = useId();
  const first = badges[0];
  if (!first) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <aside
      ref={rootRef}
      className={styles.root}
      style={POSITION}
      aria-label={t('badgeLabel')}
      data-testid="trust-badge"
      onMouseLeave={() => setOpen(false)}
      onKeyDown={onKeyDown}
    >
      <div id={panelId} className={styles.panel} hidden={!open} aria-labelledby={titleId} role="group">
        <h2 id={titleId} className={styles.title}>
          {t('panelTitle')}
        </h2>
        {badges.map((badge) => (
          <ProviderRating key={badge.provider} badge={badge} rating={rating} />
        ))}
      </div>
      <div className={styles.bar}>
        <button ref={toggle} type="button" className={styles.toggle} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((was) => !was)}>
          <span className={styles.provider}>{t(`provider.${first.provider}`)}</span> <RatingStars value={first.ratingValue} />{' '}
          <span className={styles.value}>{t('rating', { value: rating.format(first.ratingValue) })}</span>
          <span className="visually-hidden">, {t('badgeLabel')}</span>
        </button>
        <button type="button" className={`${styles.close} ${BP.mobileOnly}`} aria-label={t('close')} onClick={onClose}>
          <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M3.5 3.5l9 9m0-9l-9 9" />
          </svg>
        </button>
      </div>
    </aside>
  );
}

function ProviderRating({ badge, rating }: { badge: TrustBadge; rating: Intl.NumberFormat }) {
  const t = useTranslations('TrustBadges');
  const provider = t(`provider.${badge.provider}`);
  return (
    <section className={styles.entry} data-trust-provider={badge.provider} style={badge.sealColor ? { borderInlineStartColor: badge.sealColor } : undefined}>
      <p className={styles.entryHead}>
        <strong>{provider}</strong>{' '}
        <span>
          <RatingStars value={badge.ratingValue} /> {t('rating', { value: rating.format(badge.ratingValue) })}
        </span>{' '}
        <span className={styles.count}>{t('count', { count: badge.ratingCount })}</span>
      </p>
      {badge.criteria.length > 0 ? (
        <dl className={styles.criteria} aria-label={t('criteriaLabel', { provider })}>
          {badge.criteria.map((criterion) => (
            <div key={criterion.name}>
              <dt>{criterion.name}</dt>
              <dd>{t('rating', { value: rating.format(criterion.value) })}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <a href={badge.reviewPage} target="_blank" rel="noopener noreferrer" className={styles.link}>
        {t('allReviews', { provider })}
        <span className="visually-hidden"> {t('opensInNewTab')}</span>
      </a>
    </section>
  );
}
