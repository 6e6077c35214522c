/**
 * The pages of the account area (spec section 2: /account and /account/order/{id}; S2-177: personal information,
 * address book, order list, order detail and change password; section 1: reviews and coupons), in the order of the
 * account navigation. `/account` is the overview; each section is `/account/{slug}`; an order is `/account/order/{id}`.
 */
export const ACCOUNT_SECTIONS = [
  { slug: 'personal', messageKey: 'personal' },
  { slug: 'addresses', messageKey: 'addresses' },
  { slug: 'orders', messageKey: 'orders' },
  { slug: 'password', messageKey: 'password' },
  { slug: 'reviews', messageKey: 'reviews' },
  { slug: 'coupons', messageKey: 'coupons' },
  { slug: 'newsletter', messageKey: 'newsletter' },
  { slug: 'connections', messageKey: 'connections' },
] as const;

export type AccountSectionSlug = (typeof ACCOUNT_SECTIONS)[number]['slug'];

/** Second path segments of /account: the sections and `order` (of `/account/order/{id}`). */
export const ACCOUNT_SECTION_SLUGS: readonly string[] = [...ACCOUNT_SECTIONS.map((section) => section.slug), 'order'];
