import Link from 'next/link';
import { notFound } from 'next/navigation';
import type { Metadata } from 'next';
import type { Product, ProductGroup } from 'schema-dts';
import { getTranslations } from 'next-intl/server';
import { Breadcrumb } from '@/components/catalog/breadcrumb';
import { ManufacturerInfo } from '@/components/product/manufacturer-info';
import { ProductCarousel } from '@/components/product/product-carousel';
import { ProductDocuments } from '@/components/product/product-documents';
import { ProductGallery } from '@/components/product/product-gallery';
import { DataLayerEvent } from '@/components/analytics/data-layer-event';
import { ProductPurchase } from '@/components/product/product-purchase';
import { ga4Event } from '@/lib/analytics/ga4-event';
import { itemOfVariant } from '@/lib/analytics/ga4-items';
import { PageMessages } from '@/components/providers/page-messages';
import { PAGE_CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';
import { ProductReviews } from '@/components/product/product-reviews';
import { ProductSpecs } from '@/components/product/product-specs';
import { AdminPageMark } from '@/components/admin/admin-page-mark';
import { RatingStars } from '@/components/product/rating-stars';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { getDeliveryDelays, getLinkedProducts, getReviews, getSpecifications } from '@/lib/catalog/product-server';
import { getProduct, parseId } from '@/lib/catalog/server';
import type { ProductDetail, Pse } from '@/contract/product';
import { toHref } from '@/lib/format/href';
import { getLayoutData } from '@/lib/layout/server';
import { currencyOf } from '@/lib/pricing/currency';
import { inZeroVatCategory } from '@/lib/product/price-display';
import { shippingCostsPath } from '@/lib/product/shop-links';
import { breadcrumbJsonLd } from '@/lib/seo/breadcrumb-json-ld';
import { describe, pageMetadata } from '@/lib/seo/page-metadata';
import { productJsonLd } from '@/lib/seo/product-json-ld';
import { shopOrigin } from '@/lib/seo/shop-origin';
import type { Shop } from '@/contract/shops';
import { ProductDescription } from '@/components/catalog/product-description';
import styles from './product-page.module.css';

/** The product and the variant of the URL (`/view/product/{id}` or `/view/product/{id}/{pse}`); null when either is missing. */
async function productAndVariant(shop: Shop, rawId: string, rawPse?: string): Promise<{ product: ProductDetail; pse: Pse } | null> {
  const id = parseId(rawId);
  const product = id === null ? null : await getProduct(shop, id);
  if (!product) return null;
  const pseId = rawPse === undefined ? product.pse_id : parseId(rawPse);
  // A PSE of another product is not this product's variant: 404 like a missing product.
  const pse = product.pses.find((candidate) => candidate.id === pseId);
  return pse ? { product, pse } : null;
}

/** Title, description, canonical (the product URL, also on a variant URL), hreflang of the per-locale URLs, image. */
export async function productMetadata(shop: Shop, rawId: string, rawPse?: string): Promise<Metadata> {
  const found = await productAndVariant(shop, rawId, rawPse);
  if (!found) return {};
  const { product } = found;
  return pageMetadata({
    shop,
    title: product.meta_title || product.title,
    description: describe(product.meta_description, product.chapo, product.description),
    path: toHref(product.url),
    urls: product.urls,
    image: product.images[0]?.url ?? null,
  });
}

/**
 * The product page: gallery, name, brand, rating, the buying island (variant, article number, prices, stock,
 * delivery time, quantity, cart, wish list, compare), description, specifications, documents, linked products,
 * reviews and the manufacturer (GPSR). On-demand ISR: nothing here reads cookies or headers.
 */
export async function ProductPage({ shop, rawId, rawPse }: { shop: Shop; rawId: string; rawPse?: string }) {
  const found = await productAndVariant(shop, rawId, rawPse);
  if (!found) notFound();
  const { product, pse } = found;
  const [t, tc, layout, specs, delays, linked, reviews] = await Promise.all([
    getTranslations({ locale: shop.locale, namespace: 'Product' }),
    getTranslations({ locale: shop.locale, namespace: 'Catalog' }),
    getLayoutData(shop),
    getSpecifications(shop, product.id),
    getDeliveryDelays(shop, product),
    getLinkedProducts(shop, product.id),
    getReviews(shop, product.id),
  ]);
  const currency = currencyOf(layout.config);
  const onRequest = layout.config.price_request_product_ids.includes(product.id);
  const categoryIds = [product.default_category_id, ...product.path.map((crumb) => crumb.id)];
  const origin = shopOrigin(shop.code);
  const vatNote = tc('inclVat', { percent: layout.vatPercent });
  const rating = reviews.rating ?? product.rating;
  const viewedItem = itemOfVariant(
    { id: product.id, title: product.title, brand: product.brand?.title ?? null, categories: product.path.map((crumb) => crumb.title) },
    pse,
    currency,
  );
  return (
    <div className="container">
      <JsonLdScript<Product | ProductGroup>
        data={productJsonLd({ product, pse, origin, currency, sellerName: layout.config.store_name, onRequest, rating, reviews: reviews.comments })}
      />
      <JsonLdScript
        data={breadcrumbJsonLd(origin, tc('breadcrumbHome'), product.path, { title: product.title, url: toHref(product.url) })}
      />
      <Breadcrumb locale={shop.locale} trail={product.path} current={product.title} />
      <AdminPageMark type="product" id={product.id} />
      <DataLayerEvent event={ga4Event('view_item', currency.code, [viewedItem])} />
      <PageMessages namespaces={PAGE_CLIENT_NAMESPACES.product}>
        <div className={styles.layout}>
          <div className={styles.gallery}>
            <ProductGallery productId={product.id} images={product.images} title={product.title} pses={product.pses} initialColour={pse.color} />
          </div>
          <div className={styles.summary}>
            <h1 className={styles.title}>{product.title}</h1>
            {product.brand ? (
              <p className={styles.meta}>
                {tc('brand')}: <Link href={toHref(product.brand.url)}>{product.brand.title}</Link>
              </p>
            ) : null}
            {rating && rating.count > 0 ? <RatingStars locale={shop.locale} value={rating.value} count={rating.count} href="#product-reviews" /> : null}
            {product.chapo ? <p className={styles.chapo}>{product.chapo}</p> : null}
            <ProductPurchase
              shop={shop.code}
              locale={shop.locale}
              shopCountryId={shop.countryId}
              productId={product.id}
              title={product.title}
              pses={product.pses}
              initialPseId={pse.id}
              minQuantity={product.min_quantity}
              quantityMultiple={product.quantity_multiple}
              unitPrice={product.unit_price}
              undeliverableCountryIds={product.undeliverable_country_ids}
              delays={delays}
              cutoff={layout.config.next_day_cutoff}
              currency={currency}
              onRequest={onRequest}
              zeroVatCategory={inZeroVatCategory(categoryIds, layout.config.categories_0_vat)}
              shippingHref={shippingCostsPath(shop.code)}
              freight={product.freight}
              energyLabel={product.energy_label}
              wishlistAnalytics={{ price: viewedItem.price, brand: product.brand?.title ?? null, currency: currency.code }}
            />
          </div>
        </div>
      </PageMessages>
      <ProductDescription className={styles.section} title={t('description')} html={product.description} />
      <ProductSpecs title={t('specifications')} specs={specs} />
      <ProductDocuments title={t('documents')} typeLabel={t('documentType')} documents={product.documents} />
      {(['accessories', 'related', 'upsell', 'alternatives'] as const).map((kind) => (
        <ProductCarousel
          key={kind}
          id={`product-${kind}`}
          title={t(kind)}
          products={linked[kind]}
          currency={currency}
          locale={shop.locale}
          vatNote={vatNote}
        />
      ))}
      <ProductReviews locale={shop.locale} reviews={reviews} pseId={pse.id} />
      {product.manufacturer ? (
        <ManufacturerInfo manufacturer={product.manufacturer} locale={shop.locale} />
      ) : null}
    </div>
  );
}
