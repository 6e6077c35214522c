'use client';

import type { MouseEvent } from 'react';
import { useTranslations } from 'next-intl';
import { CHECKOUT_STEPS, stepHref, type CheckoutStep } from '@/lib/checkout/checkout-steps';
import styles from './checkout.module.css';

/** Opens a step in this page (a history entry) unless the shopper asked for a new tab or window. */
export function stepLinkHandler(step: CheckoutStep, onGo: (step: CheckoutStep) => void) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onGo(step);
  };
}

/** The three steps: the current one marked, the ones the shopper can reach as links. */
export function StepsNav({ current, reachable, onGo }: { current: CheckoutStep; reachable: CheckoutStep; onGo: (step: CheckoutStep) => void }) {
  const t = useTranslations('Checkout');
  const currentIndex = CHECKOUT_STEPS.indexOf(current);
  const reachableIndex = CHECKOUT_STEPS.indexOf(reachable);
  return (
    <nav className={styles.steps} aria-label={t('steps.label')}>
      <ol>
        {CHECKOUT_STEPS.map((step, index) => {
          const label = t(`steps.${step}`);
          const done = index < currentIndex ? <span className="visually-hidden"> ({t('steps.done')})</span> : null;
          return (
            <li key={step}>
              {step === current ? (
                <span className={`${styles.stepItem} ${styles.stepCurrent}`} aria-current="step">
                  {label}
                </span>
              ) : index <= reachableIndex ? (
                <a className={styles.stepItem} href={stepHref(step)} onClick={stepLinkHandler(step, onGo)}>
                  {label}
                  {done}
                </a>
              ) : (
                <span className={styles.stepItem}>{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
