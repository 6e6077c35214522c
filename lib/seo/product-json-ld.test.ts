import type { ProductDetail, Pse, Review } from '@/contract/product';
import { productJsonLd, type ProductJsonLdInput } from './product-json-ld';

const prices = { price: 100, taxed_price: 120, promo_price: 80, taxed_promo_price: 96, is_promo: true, listen_price: null, lowest_30d_taxed: 110, tax_percent: 20 };
const pse: Pse = {
  id: 7, ref: 'GRO-12345678-CHR', ean: '4012345678901', color: 'Chrom', color_hex: '#ccc', size: null, quantity: 4, stock_state: 'in_stock',
  available_from: null, is_default: true, weight: 2, prices, url: 'grohe-eurosmart-chrom.html', image: null,
};
const product = {
  id: 3, ref: 'GRO-12345678', visible: true, title: 'Grohe Eurosmart', chapo: 'Waschtischbatterie.', description: '', meta_title: '', meta_description: '',
  url: 'grohe-eurosmart.html', urls: { de_AT: 'grohe-eurosmart.html' }, default_category_id: 2, path: [],
  brand: { id: 1, title: 'Grohe', url: 'grohe.html', logo: null }, manufacturer: null,
  images: [{ url: '/media/product/3-1.webp', alt: 'Grohe Eurosmart', width: 800, height: 800 }], prices, unit_price: null, quantity: 4,
  min_quantity: 1, quantity_multiple: 1, stock_state: 'in_stock', available_from: null, undeliverable_country_ids: [], weight: 2, freight: false,
  pse_id: 7, pses: [pse], badges: [], rating: { value: 4.5, count: 6 }, documents: [], created_at: '2026-01-01T00:00:00Z',
} as unknown as ProductDetail;

const eur = { code: 'EUR', symbol: '€', rate: 1 };
const ron = { code: 'RON', symbol: 'lei', rate: 4.97 };
const rating = { value: 4.5, count: 6 };
const noReviews = { rating, reviews: [] };

describe('product JSON-LD', () => {
  test('Product with Offer: sale price in the shop currency, availability, seller, sku, gtin13, brand, image, AggregateRating', () => {
    const data = productJsonLd({ product, pse, origin: 'https://www.shop.at', currency: eur, sellerName: 'Bad & Heizung', onRequest: false, ...noReviews });
    expect(data).toMatchObject({
      '@type': 'Product', name: 'Grohe Eurosmart', sku: 'GRO-12345678-CHR', gtin13: '4012345678901', url: 'https://www.shop.at/grohe-eurosmart.html',
      image: ['https://www.shop.at/media/product/3-1.webp'], brand: { '@type': 'Brand', name: 'Grohe' }, description: 'Waschtischbatterie.',
      offers: {
        '@type': 'Offer', price: '96.00', priceCurrency: 'EUR', availability: 'https://schema.org/InStock', url: 'https://www.shop.at/grohe-eurosmart.html',
        seller: { '@type': 'Organization', name: 'Bad & Heizung' },
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 6 },
    });
    const ro = productJsonLd({ product, pse, origin: 'https://www.shop.ro', currency: ron, sellerName: 'Baie', onRequest: false, ...noReviews });
    expect(ro).toMatchObject({ offers: { price: '477.12', priceCurrency: 'RON' } });
  });

  test('stock states map to schema.org availability; no gtin13 for other codes; no offer on request', () => {
    const later = productJsonLd({
      product: { ...product, rating: null }, pse: { ...pse, ean: '12345', stock_state: 'available_from', available_from: '2027-01-10' },
      origin: 'https://a.at', currency: eur, sellerName: 'S', onRequest: false, rating: null, reviews: [],
    });
    expect(later).toMatchObject({ offers: { availability: 'https://schema.org/PreOrder', availabilityStarts: '2027-01-10' } });
    expect(later).not.toHaveProperty('gtin13');
    expect(later).not.toHaveProperty('aggregateRating');
    const backorder = productJsonLd({ product, pse: { ...pse, stock_state: 'backorder' }, origin: 'https://a.at', currency: eur, sellerName: 'S', onRequest: false, ...noReviews });
    expect(backorder).toMatchObject({ offers: { availability: 'https://schema.org/BackOrder' } });
    expect(productJsonLd({ product, pse, origin: 'https://a.at', currency: eur, sellerName: 'S', onRequest: true, ...noReviews })).not.toHaveProperty('offers');
  });

  test("a heating product's EU energy label: its class and the ends of its regulation's scale; none without a label", () => {
    const label = { label_url: '/media/energy/3.svg', sheet_url: '/media/energy/3-de.pdf' };
    const boiler = productJsonLd({
      product: { ...product, energy_label: { scale: 'space_heater', class: 'A++', ...label } }, pse, origin: 'https://a.at', currency: eur, sellerName: 'S', onRequest: false, ...noReviews,
    });
    expect(boiler).toMatchObject({
      hasEnergyConsumptionDetails: {
        '@type': 'EnergyConsumptionDetails', hasEnergyEfficiencyCategory: 'https://schema.org/EUEnergyEfficiencyCategoryA2Plus',
        energyEfficiencyScaleMax: 'https://schema.org/EUEnergyEfficiencyCategoryA3Plus', energyEfficiencyScaleMin: 'https://schema.org/EUEnergyEfficiencyCategoryD',
      },
    });
    const tank = productJsonLd({
      product: { ...product, energy_label: { scale: 'storage_tank', class: 'B', ...label } }, pse, origin: 'https://a.at', currency: eur, sellerName: 'S', onRequest: false, ...noReviews,
    });
    expect(tank).toMatchObject({
      hasEnergyConsumptionDetails: {
        hasEnergyEfficiencyCategory: 'https://schema.org/EUEnergyEfficiencyCategoryB',
        energyEfficiencyScaleMax: 'https://schema.org/EUEnergyEfficiencyCategoryA1Plus', energyEfficiencyScaleMin: 'https://schema.org/EUEnergyEfficiencyCategoryF',
      },
    });
    expect(productJsonLd({ product: { ...product, energy_label: null }, pse, origin: 'https://a.at', currency: eur, sellerName: 'S', onRequest: false, ...noReviews })).not.toHaveProperty('hasEnergyConsumptionDetails');
  });

  test('the reviews shown on the page are in the markup: author, date, rating, title and text', () => {
    const reviews: Review[] = [
      { id: 1, title: 'Leise und sparsam', content: 'Seit dem Winter ohne Störung.', rating: 5, author: 'Martina', created_at: '2026-02-03T09:15:00Z' },
      { id: 2, title: 'Montage aufwendig', content: 'Die Anleitung könnte klarer sein.', rating: 3, author: 'Jonas', created_at: '2026-03-11T17:40:00Z' },
    ];
    const data = productJsonLd({ product, pse, origin: 'https://a.at', currency: eur, sellerName: 'S', onRequest: false, rating: { value: 4, count: 2 }, reviews });
    expect(data).toMatchObject({
      aggregateRating: { ratingValue: 4, reviewCount: 2 },
      review: [
        {
          '@type': 'Review', author: { '@type': 'Person', name: 'Martina' }, datePublished: '2026-02-03', name: 'Leise und sparsam',
          reviewBody: 'Seit dem Winter ohne Störung.', reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
        },
        { author: { name: 'Jonas' }, datePublished: '2026-03-11', reviewRating: { ratingValue: 3 } },
      ],
    });
    expect(productJsonLd({ product, pse, origin: 'https://a.at', currency: eur, sellerName: 'S', onRequest: false, ...noReviews })).not.toHaveProperty('review');
  });

  describe('a product with variants is a ProductGroup', () => {
    const variant = (id: number, color: string, size: string, ref: string, ean: string, taxed: number, stock: Pse['stock_state']): Pse => ({
      ...pse, id, ref, ean, color, size, is_default: id === 11, stock_state: stock, url: `grohe-eurosmart-${id}.html`,
      prices: { ...prices, is_promo: false, taxed_price: taxed, taxed_promo_price: taxed },
    });
    const pses = [
      variant(11, 'Chrom', '120 mm', 'GRO-1-CHR-120', '4012345678901', 120, 'in_stock'),
      { ...variant(12, 'Schwarz', '120 mm', 'GRO-1-SCH-120', '4012345678902', 140, 'out_of_stock'), image: { url: '/media/product/3-schwarz.webp', alt: 'Grohe Eurosmart Schwarz', width: 800, height: 800 } },
      variant(13, 'Chrom', '160 mm', 'GRO-1-CHR-160', 'n/a', 130, 'in_stock'),
    ];
    const input: ProductJsonLdInput = {
      product: { ...product, ref: 'GRO-1', pses, pse_id: 11 }, pse: pses[0] as Pse, origin: 'https://www.shop.de', currency: eur,
      sellerName: 'S', onRequest: false, ...noReviews,
    };

    test('productGroupID, variesBy of the varying properties, every variant with its own sku, gtin, colour, size, image of its colour, URL and offer', () => {
      const data = productJsonLd(input);
      expect(data).toMatchObject({
        '@context': 'https://schema.org', '@type': 'ProductGroup', name: 'Grohe Eurosmart', productGroupID: 'GRO-1', url: 'https://www.shop.de/grohe-eurosmart.html',
        variesBy: ['https://schema.org/color', 'https://schema.org/size'], brand: { name: 'Grohe' }, aggregateRating: { ratingValue: 4.5 },
      });
      expect(data).not.toHaveProperty('offers');
      expect(data).not.toHaveProperty('sku');
      const variants = (JSON.parse(JSON.stringify(data)) as { hasVariant: unknown[] }).hasVariant;
      expect(variants).toEqual([
        expect.objectContaining({
          '@type': 'Product', name: 'Grohe Eurosmart – Chrom, 120 mm', sku: 'GRO-1-CHR-120', gtin13: '4012345678901', color: 'Chrom', size: '120 mm',
          url: 'https://www.shop.de/grohe-eurosmart-11.html', image: 'https://www.shop.de/media/product/3-1.webp',
          offers: expect.objectContaining({ price: '120.00', availability: 'https://schema.org/InStock', url: 'https://www.shop.de/grohe-eurosmart-11.html' }),
        }),
        expect.objectContaining({ sku: 'GRO-1-SCH-120', color: 'Schwarz', image: 'https://www.shop.de/media/product/3-schwarz.webp', offers: expect.objectContaining({ price: '140.00', availability: 'https://schema.org/OutOfStock' }) }),
        expect.objectContaining({ sku: 'GRO-1-CHR-160', size: '160 mm', offers: expect.objectContaining({ price: '130.00' }) }),
      ]);
      expect(variants[2]).not.toHaveProperty('gtin13');
    });

    test('variesBy names only what differs; no offers on request', () => {
      const sameSize = input.product.pses.map((p) => ({ ...p, size: null }));
      const data = productJsonLd({ ...input, product: { ...input.product, pses: sameSize } });
      expect(data).toMatchObject({ variesBy: ['https://schema.org/color'] });
      const onRequest = JSON.parse(JSON.stringify(productJsonLd({ ...input, onRequest: true }))) as { hasVariant: object[] };
      for (const variantLd of onRequest.hasVariant) expect(variantLd).not.toHaveProperty('offers');
    });
  });
});
