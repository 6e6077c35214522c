'use client';

import { useEffect, useRef } from 'react';
import { useLocale } from 'next-intl';
import { usePathname } from 'next/navigation';
import { legalLinks } from '@/lib/checkout/legal-links';
import { isOnRoute } from '@/lib/format/path';
import { CONSENT_BANNER_ELEMENT_ID, CONSENT_CHOICE_ATTRIBUTE } from '@/lib/consent/consent-banner-script.cjs';
import { CONSENT_REOPEN_ATTRIBUTE } from '@/lib/consent/consent-reopen';
import { updateConsentMode } from '@/lib/consent/consent-mode';
import type { ConsentChoice } from '@/lib/consent/consent-state';
import { chooseConsent, currentConsent, reopenConsent, useConsent } from '@/lib/consent/consent-store';
import { startTagManager } from '@/lib/consent/tag-manager-loader';
import { shopByLocale } from '@/contract/shops';

function choiceOf(target: EventTarget | null): ConsentChoice | null {
  const button = target instanceof Element ? target.closest(`[${CONSENT_CHOICE_ATTRIBUTE}]`) : null;
  const value = button?.getAttribute(CONSENT_CHOICE_ATTRIBUTE);
  return value === 'granted' || value === 'denied' ? value : null;
}

/**
 * Everything consent does in the browser, mounted after hydration (after-hydration-islands.tsx, so none of it is in
 * the first-load JavaScript): it serves the server-rendered banner (components/consent/consent-banner.tsx: shown
 * before the first paint by its inline script while no choice is made) and the footer's 'cookie settings', keeps the
 * banner shown or hidden as the choice, a reopening and client-side navigation (not on the data-protection page)
 * ask, sends Consent Mode updates and loads the tag manager, only with consent.
 */
export function ConsentIsland() {
  const { open } = useConsent();
  const locale = useLocale();
  const pathname = usePathname();
  const reopener = useRef<HTMLElement | null>(null);
  const privacyHref = legalLinks(shopByLocale(locale)?.code ?? 'at').privacy;
  // Also open with no choice at all, whatever snapshot the first render saw: the banner is already on screen then.
  const shown = (open || currentConsent() === null) && !isOnRoute(pathname, privacyHref);

  useEffect(() => startTagManager(), []);

  useEffect(() => {
    const banner = document.getElementById(CONSENT_BANNER_ELEMENT_ID);
    if (!banner) return;
    banner.hidden = !shown;
    // It takes the focus when it opens (or, shown by its inline script, when the island arrives), so that keyboard
    // and screen-reader users meet it first.
    if (shown) banner.focus({ preventScroll: true });
  }, [shown]);

  // The banner's buttons and the footer's button are server-rendered without code of their own: one listener here.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const choice = choiceOf(event.target);
      if (choice) {
        chooseConsent(choice);
        updateConsentMode(choice);
        // Back to where the shopper came from (the footer button), else to the page's main content.
        (reopener.current ?? document.getElementById('main'))?.focus({ preventScroll: true });
        reopener.current = null;
        return;
      }
      const target = event.target instanceof Element ? event.target.closest<HTMLElement>(`[${CONSENT_REOPEN_ATTRIBUTE}]`) : null;
      if (!target) return;
      reopener.current = target;
      reopenConsent();
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  return null;
}
