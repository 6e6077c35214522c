'use client';

import type { FormEvent, ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { formTargetHref, type ProductListTarget } from '@/lib/product-list/form-href';

type Props = {
  children: ReactNode;
  target: ProductListTarget;
  /** Where the plain GET form goes without JavaScript (absent: the page itself). */
  action?: string;
  className?: string;
  'aria-label'?: string;
};

/**
 * The filter form of a product list (categories, brands, technical filters, price). Without JavaScript it is a plain
 * GET form (the proxy cleans a listing's query with a redirect); with JavaScript it goes straight to the canonical URL
 * of the new state (first chunk) without a full page load. Checkboxes and selects apply at once; number inputs and
 * the price slider wait for the submit button.
 */
export function FilterForm({ children, target, action, className, ...rest }: Props) {
  const router = useRouter();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget).entries()) if (typeof value === 'string' && value.trim() !== '') fields.append(key, value);
    router.push(formTargetHref(target, fields, window.location.pathname), { scroll: false });
  }

  function onChange(event: FormEvent<HTMLFormElement>) {
    const control = event.target;
    if (control instanceof HTMLSelectElement || (control instanceof HTMLInputElement && control.type === 'checkbox')) event.currentTarget.requestSubmit();
  }

  return (
    <form method="get" action={action} className={className} onSubmit={onSubmit} onChange={onChange} aria-label={rest['aria-label']}>
      {children}
    </form>
  );
}
