'use client';

import type { FormEvent, ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { listingQueryString, parseListingQuery } from '@/lib/catalog/listing-state';

type Props = {
  children: ReactNode;
  className?: string;
  /** Brand checkboxes and the sort select apply at once; number inputs wait for the submit button. */
  autoSubmit?: boolean;
  /** False on brand and landing pages (fixed brand). */
  brandFilter: boolean;
  /** The shop currency's price bound (shopPriceFilterMax). */
  priceMax: number;
  'aria-label'?: string;
};

/**
 * A listing filter form (brands, technical filters, price). Without JavaScript it is a plain GET form (the proxy cleans the query with a redirect);
 * with JavaScript it goes straight to the canonical listing URL (first chunk) without a full page load.
 */
export function ListingFilterForm({ children, className, autoSubmit = false, brandFilter, priceMax, ...rest }: Props) {
  const router = useRouter();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const params = new URLSearchParams();
    for (const [key, value] of data.entries()) if (typeof value === 'string' && value.trim() !== '') params.append(key, value);
    const { state } = parseListingQuery(params, { brandFilter, priceMax });
    router.push(`${window.location.pathname}${listingQueryString({ ...state, page: 1 })}`, { scroll: false });
  }

  function onChange(event: FormEvent<HTMLFormElement>) {
    if (!autoSubmit) return;
    const target = event.target;
    if (target instanceof HTMLSelectElement || (target instanceof HTMLInputElement && target.type === 'checkbox')) {
      event.currentTarget.requestSubmit();
    }
  }

  return (
    <form method="get" className={className} onSubmit={onSubmit} onChange={onChange} aria-label={rest['aria-label']}>
      {children}
    </form>
  );
}
