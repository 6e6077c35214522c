'use client';

import { useNetPrices } from '@/components/account/use-net-prices';
import { useMemo, useRef, useState } from 'react';
import dynamic from 'next/dynamic';
import { useFormatter, useTranslations } from 'next-intl';
import type { WishlistAnalytics } from '@/lib/analytics/ga4-wishlist-event';
import type { EnergyLabel } from '@/contract/energy-label';
import type { Pse } from '@/contract/product';
import type { DeliveryDelay } from '@/lib/catalog/delivery-time';
import { stockLabel } from '@/lib/catalog/stock-label';
import { toHref } from '@/lib/format/href';
import { MEDIA_BELOW_MENU } from '@/lib/format/breakpoints';
import { formatPrice, type CurrencySettings } from '@/lib/pricing/money';
import type { UnitPriceSpec } from '@/lib/pricing/unit-price';
import { priceDisplay, vatMode } from '@/lib/product/price-display';
import { adjustQuantity, quantityRule } from '@/lib/product/quantity';
import { chosenColourStore } from '@/lib/product/chosen-colour';
import { chooseColour, chooseSize, choiceOf, findVariant, type VariantChoice } from '@/lib/product/variants';
import type { ShopCode } from '@/contract/shops';
import { useDeliveryCountryStore } from '@/lib/ui-state/delivery-country-store';
import { AddToCart } from './add-to-cart';
import { DeliveryInfo } from './delivery-info';
import { ListToggles } from './list-toggles';
import { PriceBox } from './price-box';
import { QuantityInput } from './quantity-input';
import { useAddToCart } from './use-add-to-cart';
import { useOutOfView } from '@/components/layout/use-out-of-view';
import { VariantPicker } from './variant-picker';
import styles from './purchase.module.css';

// Loaded on first use (ADR 0043): the buy bar when it first shows (narrow screens, the page's own button out of view),
// the cart's add action on the first move towards an add-to-cart button. Neither renders anything on the server.
const StickyBuyBar = dynamic(() => import('./sticky-buy-bar').then((module) => module.StickyBuyBar), { ssr: false });
const CartAdder = dynamic(() => import('./cart-adder').then((module) => module.CartAdder), { ssr: false });

/** Height of the buy bar (its CSS sets the same, `--buy-bar-height`): the part of the screen it covers. */
const BUY_BAR_HEIGHT_PX = 76;

export type ProductPurchaseProps = {
  shop: ShopCode;
  locale: string;
  /** The shop country (Thelia id): the server HTML shows its gross prices and stock. */
  shopCountryId: number;
  productId: number;
  title: string;
  pses: Pse[];
  initialPseId: number;
  minQuantity: number;
  quantityMultiple: number;
  unitPrice: UnitPriceSpec | null;
  undeliverableCountryIds: number[];
  delays: Record<number, DeliveryDelay>;
  cutoff: string;
  currency: CurrencySettings;
  onRequest: boolean;
  zeroVatCategory: boolean;
  shippingHref: string;
  /** A bulky item shipped by freight forwarder: its own delivery time, never the next-day countdown. */
  freight: boolean;
  /** The EU energy label of a heating product, shown next to the price (ADR 0032). */
  energyLabel?: EnergyLabel | null;
  /** The product's price (as shown on the cached page), brand and currency for add_to_wishlist. */
  wishlistAnalytics: WishlistAnalytics;
};

/**
 * The buying part of the product page (a client island): variant choice (colour then size, the address bar follows
 * the variant's URL), article number, prices (net with '0 % VAT' after hydration when excludeVAT is on or for a
 * zero-VAT category), stock label in the delivery country, delivery time, weight, quantity, add to cart, wish list, compare.
 */
export function ProductPurchase(props: ProductPurchaseProps) {
  const { pses, locale, currency } = props;
  const t = useTranslations('Product');
  const tc = useTranslations('Catalog');
  const tStock = useTranslations('Stock');
  const tBuy = useTranslations('MobileBuy');
  const format = useFormatter();
  const initial = pses.find((p) => p.id === props.initialPseId) ?? pses[0];
  const [choice, setChoice] = useState<VariantChoice>(initial ? choiceOf(initial) : { color: null, size: null });
  const rule = useMemo(() => quantityRule(props.minQuantity, props.quantityMultiple), [props.minQuantity, props.quantityMultiple]);
  const [quantity, setQuantity] = useState(() => adjustQuantity(1, rule));
  // Net prices only for a business customer with a checked VAT number, as the backend says (ADR 0031).
  const excludeVat = useNetPrices();
  const deliveryCountry = useDeliveryCountryStore((state) => state.countryId) ?? props.shopCountryId;
  const pse = findVariant(pses, choice);
  const { addLine, pending, confirmation, prepare, adderWanted, onAdderReady } = useAddToCart();
  // The buy bar of narrow screens shows while this row (quantity and button) is out of view (docs/adr/0035).
  const buyRow = useRef<HTMLDivElement>(null);
  const barShown = useOutOfView(buyRow, MEDIA_BELOW_MENU, BUY_BAR_HEIGHT_PX);
  // Rendered from its first showing on (then hidden and shown by itself), so its code loads only on narrow screens.
  const [barWanted, setBarWanted] = useState(false);
  if (barShown && !barWanted) setBarWanted(true);

  const choose = (next: VariantChoice) => {
    setChoice(next);
    // The gallery shows the chosen colour's image (lib/product/chosen-colour.ts).
    chosenColourStore.set(props.productId, next.color);
    const variant = findVariant(pses, next);
    // The address bar follows the variant, so a shared URL opens it (the proxy resolves pse URLs).
    if (variant) window.history.replaceState(window.history.state, '', encodeURI(toHref(variant.url)));
  };

  const mode = vatMode({ excludeVat, zeroVatCategory: props.zeroVatCategory, zeroVatEligible: deliveryCountry === props.shopCountryId });
  const shown = pse ?? initial;
  const display = shown ? priceDisplay(shown.prices, mode, props.onRequest) : null;
  const label = pse ? stockLabel(pse.stock_state, pse.quantity, pse.available_from, props.undeliverableCountryIds.includes(deliveryCountry)) : null;
  const labelText = label
    ? tStock(label.key, {
        count: label.values.count ?? 0,
        date: label.values.date ? format.dateTime(new Date(`${label.values.date}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' }) : '',
      })
    : '';
  const orderable = pse !== null && label !== null && label.orderable && display?.kind === 'price';
  const line = orderable && pse ? { productId: props.productId, pseId: pse.id, ref: pse.ref, title: props.title, quantity } : null;

  return (
    <div className={styles.purchase}>
      <p className={styles.meta}>
        {tc('articleNumber')}: <span data-testid="article-number">{shown?.ref}</span>
      </p>
      {display ? <PriceBox display={display} currency={currency} locale={locale} unit={props.unitPrice} shippingHref={props.shippingHref} energyLabel={props.energyLabel ?? null} /> : null}
      <VariantPicker pses={pses} choice={choice} onColour={(color) => choose(chooseColour(choice, color))} onSize={(size) => choose(chooseSize(choice, size))} />
      {pse === null ? (
        <p className={styles.missingCombination} role="alert">
          {t('combinationMissing')}
        </p>
      ) : null}
      {label ? (
        <p className={`${styles.stock} ${styles[label.tone]}`} data-testid="stock-label">
          {labelText}
        </p>
      ) : null}
      {pse && label?.key !== 'undeliverable' ? (
        <DeliveryInfo state={pse.stock_state} delay={props.delays[pse.id] ?? null} freight={props.freight} cutoff={props.cutoff} shop={props.shop} />
      ) : null}
      {shown && shown.weight > 0 ? (
        <p className={styles.meta}>
          {t('weight')}: {t('weightValue', { weight: format.number(shown.weight, { maximumFractionDigits: 2 }) })}
        </p>
      ) : null}
      {display?.kind === 'price' ? (
        <div className={styles.buy} ref={buyRow}>
          <QuantityInput rule={rule} value={quantity} onChange={setQuantity} />
          <AddToCart line={line} pending={pending} confirmation={confirmation} onAdd={addLine} onPrepare={prepare} />
        </div>
      ) : null}
      {display?.kind === 'price' && barWanted ? (
        <StickyBuyBar
          shown={barShown}
          title={props.title}
          amount={formatPrice(display.view.sale, currency, locale)}
          priceNote={display.mode === 'net' ? tBuy('priceNet') : tBuy('priceVat', { percent: display.vatPercent })}
          stock={label ? { text: labelText, tone: label.tone } : null}
          line={line}
          pending={pending}
          onAdd={addLine}
          onPrepare={prepare}
        />
      ) : null}
      {adderWanted ? <CartAdder onReady={onAdderReady} /> : null}
      <ListToggles productId={props.productId} analytics={{ ...props.wishlistAnalytics, title: props.title }} />
    </div>
  );
}
