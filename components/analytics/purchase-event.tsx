'use client';

import { useEffect } from 'react';
import { pushDataLayer } from '@/lib/analytics/data-layer';
import type { Ga4Event } from '@/lib/analytics/ga4-event';
import { claimPurchase } from '@/lib/analytics/sent-purchases';

function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The thank-you page's purchase event, pushed the first time this browser shows the order only (ADR 0059). */
export function PurchaseEvent({ event }: { event: Ga4Event }) {
  const transactionId = event.ecommerce.transaction_id ?? '';
  const key = JSON.stringify(event);
  useEffect(() => {
    if (transactionId !== '' && claimPurchase(transactionId, localStore())) pushDataLayer(JSON.parse(key) as Ga4Event);
  }, [transactionId, key]);
  return null;
}
