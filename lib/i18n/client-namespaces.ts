import type { Messages } from './messages';

export type Namespace = keyof Messages;

/**
 * The message namespaces the browser needs on every page: the client components of the header, footer, mini-cart,
 * toasts, error boundary and product cards (cards also render in client-side infinite scroll). Everything else stays
 * on the server, or is added by the page that has the client component (components/providers/page-messages.tsx), so
 * no page ships the texts of all the others in its RSC payload.
 */
export const LAYOUT_CLIENT_NAMESPACES = [
  'Common',
  'Header',
  'Menu',
  'Search',
  'Account',
  'Cart',
  'MiniCart',
  'Lists',
  'Catalog',
  'Stock',
  'ServerDown',
  'BusinessPrices',
  // The energy label arrow of product cards (ADR 0032).
  'EnergyLabel',
  // The after-hydration islands of every page: the new-version toast and the Romanian chat badge.
  'VersionToast',
  'ChatBadge',
  // The floating trust badge (components/trust/floating-trust-badge.tsx).
  'TrustBadges',
] as const satisfies readonly Namespace[];

/** The namespaces a page type adds for its own client components. */
export const PAGE_CLIENT_NAMESPACES = {
  // MobileBuy: the buy bar and the add confirmation (product), the checkout bar (cart) of narrow screens (ADR 0035).
  product: ['Product', 'MobileBuy'],
  listing: ['Listing'],
  // Delivery: the cart's delivery window (lib/delivery/delivery-window.ts).
  cart: ['CartPage', 'MobileBuy', 'Delivery'],
  // Delivery: the delivery window of each shipping option and of the review (lib/delivery/delivery-window.ts).
  checkout: ['Checkout', 'Delivery', 'Salutation'],
  contact: ['Contact'],
  adventCalendar: ['Content'],
  showrooms: ['Content'],
  orders: ['Orders'],
  withdrawal: ['Withdrawal'],
  accountProfile: ['AccountProfile', 'Salutation'],
  addressBook: ['AddressBook', 'Salutation'],
  // Orders in the account and the guest order page (ADR 0029).
  accountOrders: ['Orders', 'AccountOrders'],
  // Reviews and newsletter (ADR 0030).
  reviews: ['Reviews'],
  newsletter: ['Newsletter'],
  auth: ['Auth', 'Salutation'],
  accountConnections: ['SocialLogin'],
} as const satisfies Record<string, readonly Namespace[]>;

/** Only the given namespaces of the messages. */
export function pickNamespaces(messages: Messages, namespaces: readonly Namespace[]): Partial<Messages> {
  const picked: Partial<Record<Namespace, unknown>> = {};
  for (const namespace of namespaces) picked[namespace] = messages[namespace];
  return picked as Partial<Messages>;
}
