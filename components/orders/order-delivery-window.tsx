import { getTranslations } from 'next-intl/server';
import type { Order } from '@/contract/checkout';
import { shortShopDate } from '@/lib/delivery/window-format';
import type { AppLocale } from '@/contract/shops';
import styles from './orders.module.css';

/**
 * The expected delivery window frozen with the order when it was placed (the dates the checkout showed and the
 * confirmation e-mail names), as one fact of an order page's list; nothing for an order without one.
 */
export async function OrderDeliveryWindow({ order, locale }: { order: Order; locale: AppLocale }) {
  const window = order.delivery_window;
  if (!window) return null;
  const t = await getTranslations({ locale, namespace: 'Delivery' });
  return (
    <div>
      <dt>{window.kind === 'pickup' ? t('pickupHeading') : t('heading')}</dt>
      <dd data-testid="order-delivery-window" data-kind={window.kind} data-from={window.from} data-to={window.to}>
        <span className={styles.windowDate}>{shortShopDate(window.from, locale)}</span>
        {window.to === window.from ? null : (
          <>
            {' – '}
            <span className={styles.windowDate}>{shortShopDate(window.to, locale)}</span>
          </>
        )}
      </dd>
    </div>
  );
}
