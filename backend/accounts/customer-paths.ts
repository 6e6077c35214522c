/**
 * The calls a customer's token may make (everything else needs the shop token): the customer's own data, which the
 * routes read from the token (`requireCustomer`), never from a parameter. One line per route, as `METHOD /path`, with
 * `:param` for a path parameter.
 */
const CUSTOMER_ROUTES: readonly string[] = [
  'POST /api/refreshToken',
  'POST /api/logout',
  'GET /api/ExternalOrderApi/customer',
  // Personal information, address book and password (routes/account-profile.ts; address create: routes/checkout-customer.ts).
  'PUT /api/ExternalOrderApi/customer',
  'GET /api/ExternalOrderApi/address',
  'POST /api/ExternalOrderApi/address',
  'PUT /api/ExternalOrderApi/address/:id',
  'POST /api/ExternalOrderApi/address/delete',
  'POST /api/changePassword',
  // Orders in the account (ADR 0029): the token customer's orders, lines and PDFs.
  'GET /api/ExternalOrderApi/order',
  'GET /api/ExternalOrderApi/order/:id',
  'GET /api/order_product',
  'GET /api/ExternalOrderApi/order/:id/invoice.pdf',
  'GET /api/ExternalOrderApi/order/:id/credit.pdf',
  // Reviews and newsletter (ADR 0030).
  'GET /fast/comments/rights/:pse/:customer',
  'POST /fast/comments',
  'GET /fast/comments/own',
  'GET /api/newsletter/customer',
  'POST /api/newsletter/customer',
  // Wish list and compare list in the account (ADR 0031).
  'GET /api/ExternalOrderApi/lists',
  'PUT /api/ExternalOrderApi/lists',
  'POST /api/ExternalOrderApi/lists/merge',
  // Coupons of the account (S1-19).
  'GET /api/ExternalOrderApi/coupons',
  // Social account links (S4-55, S4-56).
  'GET /api/ExternalOrderApi/social',
  'POST /api/ExternalOrderApi/social/link',
  'POST /api/ExternalOrderApi/social/unlink',
];

type Route = { method: string; parts: string[] };

const ROUTES: Route[] = CUSTOMER_ROUTES.map((line) => {
  const [method = '', path = ''] = line.split(' ');
  return { method, parts: path.split('/').filter((part) => part !== '') };
});

/** Whether a customer's token may call this method and URL (query and trailing slash ignored). */
export function isCustomerPath(method: string, url: string): boolean {
  const parts = (url.split('?')[0] ?? '').split('/').filter((part) => part !== '');
  return ROUTES.some(
    (route) => route.method === method && route.parts.length === parts.length && route.parts.every((part, i) => part.startsWith(':') || part === parts[i]),
  );
}
