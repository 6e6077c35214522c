'use client';

import { useEffect, useRef } from 'react';
import dynamic from 'next/dynamic';
import { useLocale } from 'next-intl';
import { usePathname } from 'next/navigation';
import { legalLinks } from '@/lib/checkout/legal-links';
import { isOnRoute } from '@/lib/format/path';
import { CONSENT_REOPEN_ATTRIBUTE } from '@/lib/consent/consent-reopen';
import { updateConsentMode } from '@/lib/consent/consent-mode';
import type { ConsentChoice } from '@/lib/consent/consent-state';
import { chooseConsent, reopenConsent, useConsent } from '@/lib/consent/consent-store';
import { startTagManager } from '@/lib/consent/tag-manager-loader';
import { shopByLocale } from '@/lib/shop/shops';

// The banner's code and styles load only when it shows: a returning shopper who chose loads the loader alone.
const ConsentBanner = dynamic(() => import('./consent-banner').then((module) => module.ConsentBanner), { ssr: false });

/**
 * Everything consent does in the browser, mounted after hydration (after-hydration-islands.tsx, so none of it is in
 * the first-load JavaScript and the cached HTML holds no per-shopper state): the banner while no choice is made (or
 * when the footer's 'cookie settings' reopened it; not on the data-protection page), Consent Mode updates, and the
 * tag manager, loaded only with consent.
 */
export function ConsentIsland() {
  const { open } = useConsent();
  const locale = useLocale();
  const pathname = usePathname();
  const reopener = useRef<HTMLElement | null>(null);
  const privacyHref = legalLinks(shopByLocale(locale)?.code ?? 'at').privacy;

  useEffect(() => startTagManager(), []);

  // The footer's button is server-rendered without code of its own: one listener here serves it on every page.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target.closest<HTMLElement>(`[${CONSENT_REOPEN_ATTRIBUTE}]`) : null;
      if (!target) return;
      reopener.current = target;
      reopenConsent();
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  const choose = (choice: ConsentChoice) => {
    chooseConsent(choice);
    updateConsentMode(choice);
    // Back to where the shopper came from (the footer button), else to the page's main content.
    (reopener.current ?? document.getElementById('main'))?.focus({ preventScroll: true });
    reopener.current = null;
  };

  if (!open || isOnRoute(pathname, privacyHref)) return null;
  return <ConsentBanner privacyHref={privacyHref} onChoose={choose} />;
}
