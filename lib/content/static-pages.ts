/**
 * The storefront's own info routes and the fixed rewriting URL (the same in every locale) of the content or folder
 * each one shows. The back office edits the texts; the slugs tie them to the routes.
 */
export const PAGE_CONTENT_SLUGS = {
  about: 'about-us',
  contact: 'contact',
  advent: 'advent-calendar',
  configurators: 'configurators',
  feedback: 'feedback',
} as const;

export const PAGE_FOLDER_SLUGS = {
  blog: 'blog',
  team: 'team',
  showrooms: 'showrooms',
} as const;

/** Routes of the info pages (canonical paths, the same on every shop). */
export const INFO_ROUTES = {
  about: '/about',
  contact: '/contact',
  advent: '/advent-calendar',
  configurators: '/configurators',
  feedback: '/feedback',
  blog: '/blog',
  team: '/team',
  showrooms: '/showrooms',
  brands: '/brands',
} as const;

/** hreflang URLs of a route that has the same path in every shop. */
export function sameRouteEverywhere(route: string): { de_AT: string; de_DE: string; ro_RO: string } {
  return { de_AT: route, de_DE: route, ro_RO: route };
}
