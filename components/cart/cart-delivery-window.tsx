'use client';

import { useQuery } from '@tanstack/react-query';
import { DeliveryWindowText } from '@/components/delivery/delivery-window-text';
import { readDeliveryWindow } from '@/lib/cart/cart-client';
import type { CartView } from '@/lib/cart/cart-view';
import { VOLATILE_QUERY_TIMING } from '@/lib/query/query-client';
import { inOwnTask } from '@/lib/scheduling/message-task';
import { useCartKey } from './use-cart';

/**
 * The cart page's delivery promise: when the cart would arrive if ordered now (`/api/cart/delivery-window`, the
 * checkout's rule), asked again whenever the lines or the delivery country change; nothing while unknown.
 */
export function CartDeliveryWindow({ view, className }: { view: CartView; className?: string }) {
  const { key, countryId } = useCartKey();
  const lines = view.lines.map((line) => `${line.id}:${line.quantity}`).join(',');
  const { data } = useQuery({
    queryKey: [...key, 'delivery-window', lines],
    queryFn: inOwnTask(() => readDeliveryWindow(countryId)),
    ...VOLATILE_QUERY_TIMING,
    enabled: view.lines.length > 0,
  });
  return data ? (
    <p className={className} data-testid="cart-summary-window">
      <DeliveryWindowText window={data} />
    </p>
  ) : null;
}
