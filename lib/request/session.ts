/**
 * Who a request is for. A guest, or a logged-in customer whose token (a JWT of the backend) is kept server-side in an
 * httpOnly cookie (decisions.md): it is read in one place, the request context, and sent as the bearer token and as
 * `thelia_login` of cart calls. The account code owns the cookie that carries it.
 */
export type ShopSession =
  | { kind: 'guest' }
  | { kind: 'customer'; customerId: number; email: string; token: string; issuedAt: number; expiresAt: number };

export const GUEST: ShopSession = { kind: 'guest' };

/** The `thelia_login` field of the backend's cart calls: the customer, or null for a guest. */
export function theliaLogin(session: ShopSession): { customer_id: number; email: string } | null {
  return session.kind === 'customer' ? { customer_id: session.customerId, email: session.email } : null;
}
