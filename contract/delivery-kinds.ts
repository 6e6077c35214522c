/** How the goods of an order travel: parcel carrier, freight forwarder, or collected at a pickup centre. */
export const DELIVERY_KINDS = ['parcel', 'freight', 'pickup'] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];
