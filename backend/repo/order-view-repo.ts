import type { TheliaLocale } from '@/contract/common';
import type { BankDetails, Order, OrderAddress, OrderPaymentState } from '@/contract/checkout';
import { paymentMethodCodeSchema } from '@/contract/checkout';
import { DELIVERY_KINDS, type DeliveryKind } from '@/contract/delivery-kinds';
import { RETURN_DAYS } from '@/contract/constants';
import type { Db } from '@/backend/db/open';
import type { CustomerRepo } from './customer-repo';
import type { OrderAddressInput, OrderRow, OrderStore } from './order-store';
import type { PaymentMethodRepo } from './payment-method-repo';
import { addDays, shopDateOf, timeZoneOf } from './shop-day';

/** Orders as the contract shows them (orderSchema, orderPaymentStateSchema), in the order's own locale. */
export function createOrderViewRepo(db: Db, store: OrderStore, customers: CustomerRepo, payments: PaymentMethodRepo) {
  const paymentTitle = db.prepare('SELECT m.code, COALESCE(i.title, m.code) AS title FROM payment_module m LEFT JOIN payment_module_i18n i ON i.id = m.id AND i.locale = ? WHERE m.id = ?');
  const trackingTemplate = db.prepare('SELECT tracking_url AS url FROM postage_rule WHERE country_id = ? AND delivery_module_id = ?');
  /** The carrier's tracking page of a sent consignment: the template of the order's delivery module and country. */
  const trackingUrl = (row: OrderRow): string | null => {
    if (row.trackingNumber === null) return null;
    const template = (trackingTemplate.get(row.countryId, row.deliveryModuleId) as { url: string | null } | undefined)?.url ?? null;
    return template === null ? null : template.replace('{number}', encodeURIComponent(row.trackingNumber));
  };
  const deliveryTitle = db.prepare('SELECT COALESCE(i.title, m.code) AS title FROM delivery_module m LEFT JOIN delivery_module_i18n i ON i.id = m.id AND i.locale = ? WHERE m.id = ?');
  const center = db.prepare('SELECT id, name, address, zipcode, city FROM fulfilment_center WHERE id = ?');
  const customerGuest = db.prepare('SELECT guest FROM customer WHERE id = ?');
  const inEu = db.prepare('SELECT in_eu AS inEu FROM country WHERE id = ?');

  const address = (id: number, locale: TheliaLocale): OrderAddress => {
    const row = store.address(id) as OrderAddressInput;
    return {
      title: row.titleId, firstname: row.firstname, lastname: row.lastname, company: row.company, vat_number: row.vatNumber, address1: row.address1,
      address2: row.address2, address3: row.address3, zipcode: row.zipcode, city: row.city, country_id: row.countryId,
      country_title: customers.countryTitle(row.countryId, locale), state_title: row.stateId === null ? null : (customers.county(row.stateId)?.title ?? null),
      phone: row.phone || row.cellphone,
    };
  };

  const methodOf = (row: OrderRow) => {
    const found = paymentTitle.get(row.locale, row.paymentModuleId) as { code: string; title: string };
    return { code: paymentMethodCodeSchema.parse(found.code), title: found.title };
  };

  /**
   * Bank details of a prepayment order. The transfer's reference is the order number the shopper sees on every page
   * and e-mail (and in the EPC QR code), so one identifier links the payment to the order (issue 42).
   */
  const bankDetails = (row: OrderRow): BankDetails | null => {
    if (methodOf(row).code !== 'Vorkasse') return null;
    const account = payments.bankAccount(row.locale);
    return account ? { ...account, amount: row.totalTaxed, currency: row.currency, reference: row.number } : null;
  };

  /** The delivery window frozen at placement, null for an order placed without one. */
  const deliveryWindow = (row: OrderRow): Order['delivery_window'] => {
    const kind = DELIVERY_KINDS.find((candidate): candidate is DeliveryKind => candidate === row.deliveryKind);
    return kind && row.deliveryFrom && row.deliveryTo ? { kind, from: row.deliveryFrom, to: row.deliveryTo } : null;
  };

  const withdrawalUntil = (row: OrderRow) => (row.sentAt === null ? null : addDays(shopDateOf(new Date(row.sentAt), timeZoneOf(row.locale)), RETURN_DAYS));

  return {
    bankDetails,
    withdrawalUntil,
    order(row: OrderRow): Order {
      const payment = store.payment(row.id);
      const method = methodOf(row);
      const pickup = row.pickupCenterId === null ? null : (center.get(row.pickupCenterId) as { id: number; name: string; address: string; zipcode: string; city: string } | undefined);
      return {
        id: row.id, ref: row.ref, number: row.number, cart_id: row.cartId, customer_id: row.customerId,
        guest: (customerGuest.get(row.customerId) as { guest: number } | undefined)?.guest === 1, email: row.email, locale: row.locale,
        created_at: row.createdAt, status: row.status, payment: payment?.state ?? 'none', payment_code: method.code, payment_title: method.title,
        delivery_module_id: row.deliveryModuleId, delivery_title: (deliveryTitle.get(row.locale, row.deliveryModuleId) as { title: string } | undefined)?.title ?? '',
        pickup_center: pickup ? { id: pickup.id, name: pickup.name, address: `${pickup.address}, ${pickup.zipcode} ${pickup.city}` } : null,
        currency: row.currency, currency_rate: row.currencyRate, total_untaxed: row.totalUntaxed, total_taxed: row.totalTaxed, taxes: store.taxes(row.id),
        postage_taxed: row.postageTaxed, postage_untaxed: row.postageUntaxed, postage_tax_rule_title: row.postageTaxRuleTitle,
        payment_fee_taxed: row.paymentFeeTaxed, coupon_code: row.couponCode, discount_taxed: row.discountTaxed, down_payment: row.downPayment,
        message: row.message, is_complete_delivery: row.isCompleteDelivery === 1, invoice_ref: row.invoiceRef, invoice_date: row.invoiceDate,
        tracking_number: row.trackingNumber, tracking_url: trackingUrl(row), delivery_address: address(row.deliveryAddressId, row.locale), invoice_address: address(row.invoiceAddressId, row.locale),
        products: store.products(row.id).map((line) => ({
          id: line.id, product_id: line.productId, pse_id: line.pseId, ref: line.ref, title: line.title, variation: line.variation, quantity: line.quantity,
          unit_price_untaxed: line.unitPriceUntaxed, unit_price_taxed: line.unitPriceTaxed, tax_percent: line.taxPercent, total_taxed: line.totalTaxed,
          was_in_promo: line.wasInPromo === 1, url: line.url, image: line.image,
        })),
        bank_details: bankDetails(row),
        withdrawal_until: withdrawalUntil(row),
        tax_free_export: (inEu.get(row.countryId) as { inEu: number } | undefined)?.inEu === 0,
        delivery_window: deliveryWindow(row),
      };
    },
    paymentState(row: OrderRow): OrderPaymentState {
      const payment = store.payment(row.id);
      return {
        order_id: row.id, order_ref: row.ref, order_number: row.number, cart_id: row.cartId, status: row.status, payment: payment?.state ?? 'none',
        payment_code: methodOf(row).code, payment_started_at: payment?.startedAt ?? row.createdAt,
      };
    },
  };
}

export type OrderViewRepo = ReturnType<typeof createOrderViewRepo>;
