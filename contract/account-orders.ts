import { z } from 'zod';

/**
 * The account's order calls besides the order reads of contract/checkout.ts (which a customer's token scopes to
 * the customer's own orders): the invoice and credit PDFs, a customer's saved addresses (the checkout's choice) and
 * the conversion of a guest's customer record into an account.
 */
const MAX_ID = 2_147_483_647;
const id = z.number().int().positive().max(MAX_ID);

/** `GET {apiUrl}/api/ExternalOrderApi/order/{id}/invoice.pdf` and `.../credit.pdf`: application/pdf, or 404. */
export const ORDER_DOCUMENT_KINDS = ['invoice', 'credit'] as const;
export type OrderDocumentKind = (typeof ORDER_DOCUMENT_KINDS)[number];
export const orderDocumentPath = (orderId: number, kind: OrderDocumentKind) => `api/ExternalOrderApi/order/${orderId}/${kind}.pdf`;

/** The backend's texts of these calls. */
export const ACCOUNT_ORDER_MESSAGES = {
  noDocument: 'Document not available',
  alreadyRegistered: 'already registered',
  notGuest: 'Customer is not a guest',
  converted: 'Account created',
} as const;

/**
 * `POST {apiUrl}/api/ExternalOrderApi/customer/convert` (shop token; the storefront calls it only for an order whose
 * link hash it checked): the order's guest customer becomes an account, and a one-time link to set its password is
 * e-mailed (issue 42: never a password by e-mail).
 * 409 `already registered` when an account has the e-mail, 409 `Customer is not a guest` when converted before.
 */
export const guestConversionRequestSchema = z.object({ order_id: id }).strict();
export const guestConversionResponseSchema = z.object({
  status_code: z.number().int(),
  message: z.string(),
  data: z.object({ customer_id: id, joined_orders: z.number().int().nonnegative() }).optional(),
});
