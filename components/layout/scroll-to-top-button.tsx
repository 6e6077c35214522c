'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { CONTROL_SELECTOR, coversControlOrAmount, type HitUnderFloating } from '@/lib/layout/floating-cover';
import { ArrowUpIcon } from './icons';
import styles from './floating.module.css';

/** The button appears once the page is scrolled further than this. */
const SCROLL_TO_TOP_AFTER_PX = 400;

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

const isScrolled = () => window.scrollY > SCROLL_TO_TOP_AFTER_PX;

/** Fractions of the button's box that are hit-tested: the corners (inset) and the middle. */
const SAMPLES = [0.04, 0.27, 0.5, 0.73, 0.96];

function ownText(element: Element): string {
  let text = '';
  for (const node of Array.from(element.childNodes)) if (node.nodeType === Node.TEXT_NODE) text += node.textContent ?? '';
  return text.trim();
}

/** What lies under the button: the topmost element below it at each sample point. */
function hitsUnder(button: HTMLElement): HitUnderFloating[] {
  const box = button.getBoundingClientRect();
  const hits: HitUnderFloating[] = [];
  for (const fx of SAMPLES) {
    for (const fy of SAMPLES) {
      const under = document.elementsFromPoint(box.left + box.width * fx, box.top + box.height * fy).find((element) => !button.contains(element));
      if (!under) continue;
      const text = ownText(under);
      // A link counts where its text or icon is, not where its picture is (a product card is one big link).
      const linkTarget = under.closest('a[href]') !== null && (text !== '' || under.closest('svg') !== null);
      hits.push({ interactive: under.closest(CONTROL_SELECTOR) !== null || linkTarget, ownText: text });
    }
  }
  return hits;
}

/**
 * Scroll-to-top button on every page (S2-93), shown after scrolling 400 px. Where the content reaches the screen's
 * edge (phones), it steps aside (hidden) while a link, button, field or an amount lies under it, so it never covers
 * what a shopper reads or taps; on wide screens it sits in the margin beside the content. Above a bottom bar.
 */
export function ScrollToTopButton() {
  const t = useTranslations('Common');
  const visible = useSyncExternalStore(subscribe, isScrolled, () => false);
  const button = useRef<HTMLButtonElement>(null);
  const [covering, setCovering] = useState(false);

  useEffect(() => {
    if (!visible) return undefined;
    let frame = 0;
    const check = () => {
      frame = 0;
      if (button.current) setCovering(coversControlOrAmount(hitsUnder(button.current)));
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // Content that changes under a still page (a bar that appears, chunks that load) is checked too.
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['hidden', 'class'] });
    // A bottom bar sets its height on the root (`--bottom-bar-space`), which moves this button: check again then too.
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['style'] });
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer.disconnect();
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [visible]);

  if (!visible) return null;

  return (
    <button
      ref={button}
      type="button"
      className={styles.toTop}
      data-covering={covering ? 'true' : 'false'}
      data-testid="scroll-to-top"
      onClick={() => {
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
        // The button disappears at the top: move focus to the start of the page instead of losing it.
        document.querySelector<HTMLElement>('header a[href], header button, header select')?.focus({ preventScroll: true });
      }}
    >
      <ArrowUpIcon />
      <span className="visually-hidden">{t('scrollToTop')}</span>
    </button>
  );
}
