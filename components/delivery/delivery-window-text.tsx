'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { DeliveryWindow } from '@/lib/delivery/delivery-window';
import { windowDates } from '@/lib/delivery/window-format';

/**
 * An expected delivery window in the shop's language ('Lieferung voraussichtlich Mi., 9. Dez. – Do., 10. Dez.'; pickup:
 * 'Abholbereit ab ...'). The dates are shop calendar dates, so the browser's time zone does not move them.
 */
export function DeliveryWindowText({ window, className }: { window: DeliveryWindow; className?: string }) {
  const t = useTranslations('Delivery');
  const dates = windowDates(window, useLocale());
  return (
    <span className={className} data-testid="delivery-window" data-kind={window.kind} data-from={window.from} data-to={window.to}>
      {window.kind === 'pickup' ? t('pickup', { date: dates }) : t(window.kind, { dates })}
    </span>
  );
}
