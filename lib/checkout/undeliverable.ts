/**
 * Lines that cannot be delivered to the delivery country (spec section 8, 'Orders'): an order with some of them asks
 * first whether to order the rest (S8-27); an order with nothing deliverable is refused (S8-28).
 */
export type UndeliverableOutcome =
  | { kind: 'deliverable' }
  | { kind: 'confirm'; titles: string[] }
  | { kind: 'refuse' };

export function undeliverableOutcome(lines: readonly { title: string; undeliverable: boolean }[], confirmed: boolean): UndeliverableOutcome {
  const undeliverable = lines.filter((line) => line.undeliverable);
  if (undeliverable.length === 0) return { kind: 'deliverable' };
  if (undeliverable.length === lines.length) return { kind: 'refuse' };
  return confirmed ? { kind: 'deliverable' } : { kind: 'confirm', titles: undeliverable.map((line) => line.title) };
}
