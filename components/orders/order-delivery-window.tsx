import { getTranslations } from 'next-intl/server';
import type { Order } from '@/lib/contract/checkout';
import { windowDates } from '@/lib/delivery/window-format';
import type { AppLocale } from '@/lib/shop/shops';

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
        {windowDates(window, locale)}
      </dd>
    </div>
  );
}
