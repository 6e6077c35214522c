import type { TheliaLocale } from '@/contract/common';
import type { OrderStatusCode, PaymentMethodCode, PaymentOutcome } from '@/contract/checkout';
import type { Db } from '@/backend/db/open';
import { documentNumber, documentSeries, type DocumentKind } from './document-numbers';

/** Order refs: 'ORD' and the id padded to 12 digits (Thelia). */
export const orderRef = (id: number) => `ORD${String(id).padStart(12, '0')}`;

export type OrderRow = {
  id: number; ref: string; number: string; cartId: number; customerId: number; email: string; locale: TheliaLocale; countryId: number;
  createdAt: string; status: OrderStatusCode; statusChangedAt: string; sentAt: string | null; paymentModuleId: number; deliveryModuleId: number;
  pickupCenterId: number | null; currency: 'EUR' | 'RON'; currencyRate: number; goodsTaxed: number; totalUntaxed: number; totalTaxed: number;
  postageTaxed: number; postageUntaxed: number; postageTaxPercent: number; postageTaxRuleTitle: string; paymentFeeTaxed: number;
  couponCode: string | null; discountTaxed: number; downPayment: number; message: string; isCompleteDelivery: number; isCompany: number;
  invoiceAddressId: number; deliveryAddressId: number; invoiceRef: string | null; invoiceDate: string | null; creditRef: string | null; creditDate: string | null;
  trackingNumber: string | null; returnBase: string;
  /** The expected delivery window frozen at placement (backend/rules/delivery-window.ts), null without one. */
  deliveryKind: string | null; deliveryFrom: string | null; deliveryTo: string | null;
};

export type PaymentRow = {
  orderId: number; method: PaymentMethodCode; providerRef: string | null; redirect: string; state: PaymentOutcome; amountMinor: number;
  currency: string; startedAt: string; transactionId: string | null; confirmedAt: string | null; closedAt: string | null; closeReason: string | null;
};

export type OrderAddressInput = {
  titleId: number; firstname: string; lastname: string; company: string; vatNumber: string; address1: string; address2: string; address3: string;
  zipcode: string; city: string; countryId: number; stateId: number | null; phone: string; cellphone: string;
};

export type OrderProductInput = {
  cartItemId: number; productId: number; pseId: number; ref: string; title: string; variation: string; quantity: number; unitPriceUntaxed: number;
  unitPriceTaxed: number; taxPercent: number; totalTaxed: number; wasInPromo: boolean; url: string; image: string | null; tax: number; taxTitle: string;
};

export type NewOrder = Omit<OrderRow, 'id' | 'ref' | 'number' | 'status' | 'statusChangedAt' | 'sentAt' | 'invoiceRef' | 'invoiceDate' | 'creditRef' | 'creditDate' | 'trackingNumber' | 'isCompleteDelivery' | 'isCompany' | 'invoiceAddressId' | 'deliveryAddressId'> & {
  isCompleteDelivery: boolean; isCompany: boolean; invoiceAddress: OrderAddressInput; deliveryAddress: OrderAddressInput;
  products: OrderProductInput[]; taxes: { percent: number; amount: number }[];
  /** Start of the order number: the shop and the shop-local year ('AT-2026'). */
  numberPrefix: string;
};

const ORDER_COLUMNS = `id, ref, number, cart_id AS cartId, customer_id AS customerId, email, locale, country_id AS countryId, created_at AS createdAt,
  status, status_changed_at AS statusChangedAt, sent_at AS sentAt, payment_module_id AS paymentModuleId, delivery_module_id AS deliveryModuleId,
  pickup_center_id AS pickupCenterId, currency, currency_rate AS currencyRate, goods_taxed AS goodsTaxed, total_untaxed AS totalUntaxed,
  total_taxed AS totalTaxed, postage_taxed AS postageTaxed, postage_untaxed AS postageUntaxed, postage_tax_percent AS postageTaxPercent,
  postage_tax_rule_title AS postageTaxRuleTitle, payment_fee_taxed AS paymentFeeTaxed, coupon_code AS couponCode, discount_taxed AS discountTaxed,
  down_payment AS downPayment, message, is_complete_delivery AS isCompleteDelivery, is_company AS isCompany, invoice_address_id AS invoiceAddressId,
  delivery_address_id AS deliveryAddressId, invoice_ref AS invoiceRef, invoice_date AS invoiceDate, credit_ref AS creditRef, credit_date AS creditDate,
  tracking_number AS trackingNumber,
  return_base AS returnBase, delivery_kind AS deliveryKind, delivery_from AS deliveryFrom, delivery_to AS deliveryTo`;

const PAYMENT_COLUMNS = `order_id AS orderId, method, provider_ref AS providerRef, redirect, state, amount_minor AS amountMinor, currency,
  started_at AS startedAt, transaction_id AS transactionId, confirmed_at AS confirmedAt, closed_at AS closedAt, close_reason AS closeReason`;

/**
 * The order tables: inserts of a placed order, its payment and its submission key, and the reads and compare-and-set
 * updates the order code builds on. Callers run writes inside one transaction.
 */
export function createOrderStore(db: Db) {
  const insertAddress = db.prepare(
    `INSERT INTO order_address (title_id, firstname, lastname, company, vat_number, address1, address2, address3, zipcode, city, country_id,
       state_id, phone, cellphone)
     VALUES (@titleId, @firstname, @lastname, @company, @vatNumber, @address1, @address2, @address3, @zipcode, @city, @countryId, @stateId,
       @phone, @cellphone)`,
  );
  const insertOrder = db.prepare(
    `INSERT INTO "order" (ref, number, cart_id, customer_id, email, locale, country_id, created_at, status, status_changed_at, payment_module_id,
       delivery_module_id, pickup_center_id, currency, currency_rate, goods_taxed, total_untaxed, total_taxed, postage_taxed, postage_untaxed,
       postage_tax_percent, postage_tax_rule_title, payment_fee_taxed, coupon_code, discount_taxed, down_payment, message, is_complete_delivery,
       is_company, invoice_address_id, delivery_address_id, return_base, delivery_kind, delivery_from, delivery_to)
     VALUES (@ref, @number, @cartId, @customerId, @email, @locale, @countryId, @createdAt, 'not_paid', @createdAt, @paymentModuleId,
       @deliveryModuleId, @pickupCenterId, @currency, @currencyRate, @goodsTaxed, @totalUntaxed, @totalTaxed, @postageTaxed, @postageUntaxed,
       @postageTaxPercent, @postageTaxRuleTitle, @paymentFeeTaxed, @couponCode, @discountTaxed, @downPayment, @message, @isCompleteDelivery,
       @isCompany, @invoiceAddressId, @deliveryAddressId, @returnBase, @deliveryKind, @deliveryFrom, @deliveryTo)`,
  );
  const setIdentity = db.prepare('UPDATE "order" SET ref = ?, number = ? WHERE id = ?');
  const insertProduct = db.prepare(
    `INSERT INTO order_product (order_id, cart_item_id, product_id, pse_id, ref, title, variation, quantity, unit_price_untaxed, unit_price_taxed,
       tax_percent, total_taxed, was_in_promo, url, image)
     VALUES (@orderId, @cartItemId, @productId, @pseId, @ref, @title, @variation, @quantity, @unitPriceUntaxed, @unitPriceTaxed, @taxPercent,
       @totalTaxed, @wasInPromo, @url, @image)`,
  );
  const insertProductTax = db.prepare('INSERT INTO order_product_tax (order_product_id, title, percent, amount) VALUES (?, ?, ?, ?)');
  const insertTax = db.prepare('INSERT INTO order_tax (order_id, percent, amount) VALUES (?, ?, ?)');
  const insertPayment = db.prepare(
    `INSERT INTO order_payment (order_id, method, provider_ref, redirect, state, amount_minor, currency, started_at)
     VALUES (@orderId, @method, @providerRef, @redirect, @state, @amountMinor, @currency, @startedAt)`,
  );
  const setPaymentStart = db.prepare('UPDATE order_payment SET provider_ref = ?, redirect = ? WHERE order_id = ?');
  const insertSubmission = db.prepare('INSERT INTO order_submission (key, cart_id, order_id, created_at) VALUES (?, ?, ?, ?)');
  const submission = db.prepare('SELECT cart_id AS cartId, order_id AS orderId FROM order_submission WHERE key = ?');
  const byId = db.prepare(`SELECT ${ORDER_COLUMNS} FROM "order" WHERE id = ?`);
  const byRef = db.prepare(`SELECT ${ORDER_COLUMNS} FROM "order" WHERE ref = ?`);
  const byNumberAndEmail = db.prepare(`SELECT ${ORDER_COLUMNS} FROM "order" WHERE number = ? COLLATE NOCASE AND email = ? COLLATE NOCASE`);
  const ofCustomer = db.prepare(`SELECT ${ORDER_COLUMNS} FROM "order" WHERE customer_id = ? ORDER BY created_at DESC, id DESC LIMIT ?`);
  const paymentOf = db.prepare(`SELECT ${PAYMENT_COLUMNS} FROM order_payment WHERE order_id = ?`);
  const paymentByRef = db.prepare(`SELECT ${PAYMENT_COLUMNS} FROM order_payment WHERE provider_ref = ?`);
  const pendingOfCart = db.prepare(
    `SELECT o.id, p.started_at AS startedAt FROM "order" o JOIN order_payment p ON p.order_id = o.id
     WHERE o.cart_id = ? AND o.status = 'not_paid' AND p.state = 'pending' ORDER BY p.started_at DESC LIMIT 1`,
  );
  const closePayment = db.prepare(
    `UPDATE order_payment SET state = @to, closed_at = @at, close_reason = @reason WHERE order_id = @orderId AND state = @from`,
  );
  const acceptPayment = db.prepare(
    `UPDATE order_payment SET state = 'accepted', transaction_id = @transactionId, confirmed_at = @at WHERE order_id = @orderId AND state = @from`,
  );
  const setStatus = db.prepare('UPDATE "order" SET status = ?, status_changed_at = ? WHERE id = ?');
  const setSent = db.prepare('UPDATE "order" SET sent_at = ?, tracking_number = COALESCE(?, tracking_number) WHERE id = ?');
  const setInvoice = db.prepare('UPDATE "order" SET invoice_ref = ?, invoice_date = ? WHERE id = ?');
  const setCredit = db.prepare('UPDATE "order" SET credit_ref = ?, credit_date = ? WHERE id = ?');
  const nextInSeries = db.prepare(
    `INSERT INTO document_series (series, year, last) VALUES (?, ?, 1)
     ON CONFLICT (series, year) DO UPDATE SET last = last + 1 RETURNING last`,
  );
  /**
   * Takes the next number of a document series and stores it on the order in one transaction (nested in the caller's),
   * so that a number is given once and never lost: the series has no gaps. Nothing happens when the order already has
   * the document (or, for a credit note, has no invoice).
   */
  const issue = (kind: DocumentKind, orderId: number, date: string) =>
    db.transaction(() => {
      const order = byId.get(orderId) as OrderRow | undefined;
      if (!order || (kind === 'invoice' ? order.invoiceRef !== null : order.invoiceRef === null || order.creditRef !== null)) return;
      const series = documentSeries(kind, order.locale);
      const year = Number(date.slice(0, 4));
      const { last } = nextInSeries.get(series, year) as { last: number };
      (kind === 'invoice' ? setInvoice : setCredit).run(documentNumber(series, year, last), date, orderId);
    })();
  const products = db.prepare(
    `SELECT id, cart_item_id AS cartItemId, product_id AS productId, pse_id AS pseId, ref, title, variation, quantity, unit_price_untaxed AS unitPriceUntaxed,
       unit_price_taxed AS unitPriceTaxed, tax_percent AS taxPercent, total_taxed AS totalTaxed, was_in_promo AS wasInPromo, url, image
     FROM order_product WHERE order_id = ? ORDER BY id`,
  );
  const taxes = db.prepare('SELECT percent, amount FROM order_tax WHERE order_id = ? ORDER BY percent');
  const clearOrdered = db.prepare('DELETE FROM cart_item WHERE cart_id = ? AND pse_id IN (SELECT pse_id FROM order_product WHERE order_id = ?)');
  const clearCoupon = db.prepare('UPDATE cart SET coupon_code = NULL, updated_at = ? WHERE id = ?');
  const forgetPickup = db.prepare('DELETE FROM cart_local_pickup WHERE cart_id = ?');
  const address = db.prepare(
    `SELECT title_id AS titleId, firstname, lastname, company, vat_number AS vatNumber, address1, address2, address3, zipcode, city,
       country_id AS countryId, state_id AS stateId, phone, cellphone FROM order_address WHERE id = ?`,
  );

  return {
    /** Inserts a placed order (status not_paid) with its addresses, lines and taxes; answers its id, ref and number. */
    insert(order: NewOrder): { id: number; ref: string; number: string } {
      const invoiceAddressId = Number(insertAddress.run(order.invoiceAddress).lastInsertRowid);
      const deliveryAddressId = Number(insertAddress.run(order.deliveryAddress).lastInsertRowid);
      const provisional = `PENDING-${crypto.randomUUID()}`;
      const id = Number(
        insertOrder.run({
          ...order, ref: provisional, number: provisional, isCompleteDelivery: order.isCompleteDelivery ? 1 : 0, isCompany: order.isCompany ? 1 : 0,
          invoiceAddressId, deliveryAddressId,
        }).lastInsertRowid,
      );
      const ref = orderRef(id);
      const number = `${order.numberPrefix}-${String(id).padStart(6, '0')}`;
      setIdentity.run(ref, number, id);
      for (const line of order.products) {
        const lineId = Number(insertProduct.run({ ...line, orderId: id, wasInPromo: line.wasInPromo ? 1 : 0 }).lastInsertRowid);
        insertProductTax.run(lineId, line.taxTitle, line.taxPercent, line.tax);
      }
      for (const tax of order.taxes) insertTax.run(id, tax.percent, tax.amount);
      return { id, ref, number };
    },
    insertPayment: (payment: Pick<PaymentRow, 'orderId' | 'method' | 'providerRef' | 'redirect' | 'state' | 'amountMinor' | 'currency' | 'startedAt'>) =>
      insertPayment.run(payment),
    setPaymentStart: (orderId: number, providerRef: string, redirect: string) => setPaymentStart.run(providerRef, redirect, orderId),
    insertSubmission: (key: string, cartId: number, orderId: number, at: string) => insertSubmission.run(key, cartId, orderId, at),
    submission: (key: string) => (submission.get(key) as { cartId: number; orderId: number } | undefined) ?? null,
    order: (id: number) => (byId.get(id) as OrderRow | undefined) ?? null,
    orderByRef: (ref: string) => (byRef.get(ref) as OrderRow | undefined) ?? null,
    orderByNumberAndEmail: (number: string, email: string) => (byNumberAndEmail.get(number.trim(), email.trim()) as OrderRow | undefined) ?? null,
    ordersOfCustomer: (customerId: number, limit: number) => ofCustomer.all(customerId, limit) as OrderRow[],
    payment: (orderId: number) => (paymentOf.get(orderId) as PaymentRow | undefined) ?? null,
    paymentByProviderRef: (providerRef: string) => (paymentByRef.get(providerRef) as PaymentRow | undefined) ?? null,
    /** The newest order of a cart whose redirect payment is still pending. */
    pendingOfCart: (cartId: number) => (pendingOfCart.get(cartId) as { id: number; startedAt: string } | undefined) ?? null,
    /** Compare-and-set: closes the payment (`from` → `to`) and answers whether this call did it. */
    closePayment: (orderId: number, from: PaymentOutcome, to: 'failed' | 'cancelled', at: string, reason: string) =>
      closePayment.run({ orderId, from, to, at, reason }).changes === 1,
    /** Compare-and-set: accepts the payment (`from` → accepted) and answers whether this call did it. */
    acceptPayment: (orderId: number, from: PaymentOutcome, transactionId: string | null, at: string) =>
      acceptPayment.run({ orderId, from, transactionId, at }).changes === 1,
    setStatus: (orderId: number, status: OrderStatusCode, at: string) => setStatus.run(status, at, orderId),
    setSent: (orderId: number, at: string, trackingNumber: string | null) => setSent.run(at, trackingNumber, orderId),
    /**
     * Gives the order its invoice number and date (once): the next number of its shop's invoice series in the year of
     * `date` (the shop-local issue date, YYYY-MM-DD).
     */
    setInvoice: (orderId: number, date: string) => issue('invoice', orderId, date),
    /** Gives an invoiced order its credit note's number and date (once), from its shop's credit-note series. */
    setCredit: (orderId: number, date: string) => issue('credit', orderId, date),
    /**
     * Empties the cart of an order: removes the lines the order holds (lines left behind as undeliverable stay), the
     * coupon and the pickup choice.
     */
    clearOrderedLines(order: Pick<OrderRow, 'id' | 'cartId'>, at: string): void {
      clearOrdered.run(order.cartId, order.id);
      clearCoupon.run(at, order.cartId);
      forgetPickup.run(order.cartId);
    },
    products: (orderId: number) =>
      products.all(orderId) as (Omit<OrderProductInput, 'tax' | 'taxTitle' | 'wasInPromo'> & { id: number; wasInPromo: number })[],
    taxes: (orderId: number) => taxes.all(orderId) as { percent: number; amount: number }[],
    address: (id: number) => (address.get(id) as OrderAddressInput | undefined) ?? null,
  };
}

export type OrderStore = ReturnType<typeof createOrderStore>;
