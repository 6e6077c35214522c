import 'server-only';
import type { Order } from '@/contract/checkout';
import { nextStepOf } from './order-view';
import { loadQrCode } from './server';

/**
 * The EPC QR code's rows for an order still waiting for its transfer in euros (order-placed page, account order
 * detail, guest order page); null for any other order, for lei, or when the backend cannot answer (the bank details
 * are shown anyway).
 */
export async function transferQrCode(order: Pick<Order, 'id' | 'status' | 'payment_code' | 'currency'>): Promise<readonly string[] | null> {
  if (nextStepOf(order) !== 'transfer' || order.currency !== 'EUR') return null;
  const qr = await loadQrCode(order.id);
  return qr.ok ? qr.data.modules : null;
}
