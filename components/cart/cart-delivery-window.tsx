'use client';

import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { DeliveryWindowText } from '@/components/delivery/delivery-window-text';
import type { CartView } from '@/lib/cart/cart-view';
import { deliveryWindowSchema } from '@/lib/checkout/checkout-state';
import { VOLATILE_QUERY_TIMING } from '@/lib/query/query-client';
import { useCartKey } from './use-cart';

const answerSchema = z.object({ window: z.nullable(deliveryWindowSchema) });

/**
 * The cart page's delivery promise: when the cart would arrive if ordered now (`/api/cart/delivery-window`, the
 * checkout's rule), asked again whenever the lines or the delivery country change; nothing while unknown.
 */
export function CartDeliveryWindow({ view, className }: { view: CartView; className?: string }) {
  const { key, countryId } = useCartKey();
  const lines = view.lines.map((line) => `${line.id}:${line.quantity}`).join(',');
  const { data } = useQuery({
    queryKey: [...key, 'delivery-window', lines],
    queryFn: async () => {
      const response = await fetch(countryId === null ? '/api/cart/delivery-window' : `/api/cart/delivery-window?country=${countryId}`);
      if (!response.ok) return null;
      const parsed = answerSchema.safeParse(await response.json());
      return parsed.success ? parsed.data.window : null;
    },
    ...VOLATILE_QUERY_TIMING,
    enabled: view.lines.length > 0,
  });
  return data ? (
    <p className={className} data-testid="cart-summary-window">
      <DeliveryWindowText window={data} />
    </p>
  ) : null;
}
