'use client';

import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import type { CurrencySettings } from '@/lib/pricing/money';
import { CAROUSEL_LOAD_MARGIN_PX } from '@/lib/catalog/carousel';

const CarouselCardRow = lazy(() => import('./carousel-card-row'));

type Props = {
  ids: readonly number[];
  currency: CurrencySettings;
  locale: string;
  vatNote: string;
  labelledBy: string;
  /** The server-rendered links to the products, shown until the cards are there (and without JavaScript). */
  children: ReactNode;
};

/**
 * A product carousel's cards, loaded when the carousel comes within CAROUSEL_LOAD_MARGIN_PX of the viewport: the card
 * code and the card data (GET /api/products) load only then, so neither weighs on the product page's first load.
 * Until then, and when loading fails, the links the server rendered stay (ADR 0019).
 */
export function CarouselCards({ ids, currency, locale, vatNote, labelledBy, children }: Props) {
  const root = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = root.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${CAROUSEL_LOAD_MARGIN_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={root}>
      {near ? (
        <Suspense fallback={children}>
          <CarouselCardRow ids={ids} currency={currency} locale={locale} vatNote={vatNote} labelledBy={labelledBy} fallback={children} />
        </Suspense>
      ) : (
        children
      )}
    </div>
  );
}
