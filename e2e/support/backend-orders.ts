import { z } from 'zod';
import { EMBEDDED_SHOP_TOKEN } from '../../scripts/stack-env';
import { E2E_PORTS } from './ports';

/**
 * The reference backend's operator routes that journeys use after an order (shop token): its outbox, and moving an
 * order to a status (e.g. sent, or sent long ago).
 */
const authorization = () => `Bearer ${process.env.SHOP_TOKEN?.trim() || EMBEDDED_SHOP_TOKEN}`;

/** The operator's route of the reference backend: moves an order to a status (at a time), e.g. sent long ago, with its tracking number. */
export async function setOrderStatus(orderId: number, status: string, at?: string, trackingNumber?: string): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${E2E_PORTS.backend}/api/admin/order/${orderId}/status`, {
    method: 'POST',
    headers: { Authorization: authorization(), 'Content-Type': 'application/json' },
    body: JSON.stringify({ status, ...(at ? { at } : {}), ...(trackingNumber ? { tracking_number: trackingNumber } : {}) }),
  });
  if (!response.ok) throw new Error(`order status answered ${response.status}`);
}

const outboxSchema = z.object({ messages: z.array(z.object({ kind: z.string(), subject: z.string(), body: z.string() })) });

/** The e-mails the backend's outbox holds for an address (`GET /api/outbox?to=`, shop token). */
export async function outboxOf(email: string): Promise<Array<{ kind: string; subject: string; body: string }>> {
  const response = await fetch(`http://127.0.0.1:${E2E_PORTS.backend}/api/outbox?to=${encodeURIComponent(email)}`, {
    headers: { Authorization: authorization(), Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`outbox answered ${response.status}`);
  return outboxSchema.parse(await response.json()).messages;
}
