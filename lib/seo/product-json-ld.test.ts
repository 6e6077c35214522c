import type { ProductDetail, Pse } from '@/lib/contract/product';
import { productJsonLd } from './product-json-ld';

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

describe('product JSON-LD', () => {
  test('Product with Offer: sale price in the shop currency, availability, seller, sku, gtin13, brand, image, AggregateRating', () => {
    const data = productJsonLd({ product, pse, origin: 'https://www.shop.at', currency: eur, sellerName: 'Bad & Heizung', onRequest: false });
    expect(data).toMatchObject({
      '@type': 'Product', name: 'Grohe Eurosmart', sku: 'GRO-12345678-CHR', gtin13: '4012345678901', url: 'https://www.shop.at/grohe-eurosmart.html',
      image: ['https://www.shop.at/media/product/3-1.webp'], brand: { '@type': 'Brand', name: 'Grohe' }, description: 'Waschtischbatterie.',
      offers: {
        '@type': 'Offer', price: '96.00', priceCurrency: 'EUR', availability: 'https://schema.org/InStock', url: 'https://www.shop.at/grohe-eurosmart.html',
        seller: { '@type': 'Organization', name: 'Bad & Heizung' },
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 6 },
    });
    const ro = productJsonLd({ product, pse, origin: 'https://www.shop.ro', currency: ron, sellerName: 'Baie', onRequest: false });
    expect(ro).toMatchObject({ offers: { price: '477.12', priceCurrency: 'RON' } });
  });

  test('stock states map to schema.org availability; no gtin13 for other codes; no offer on request', () => {
    const later = productJsonLd({
      product: { ...product, rating: null }, pse: { ...pse, ean: '12345', stock_state: 'available_from', available_from: '2027-01-10' },
      origin: 'https://a.at', currency: eur, sellerName: 'S', onRequest: false,
    });
    expect(later).toMatchObject({ offers: { availability: 'https://schema.org/PreOrder', availabilityStarts: '2027-01-10' } });
    expect(later).not.toHaveProperty('gtin13');
    expect(later).not.toHaveProperty('aggregateRating');
    const backorder = productJsonLd({ product, pse: { ...pse, stock_state: 'backorder' }, origin: 'https://a.at', currency: eur, sellerName: 'S', onRequest: false });
    expect(backorder).toMatchObject({ offers: { availability: 'https://schema.org/BackOrder' } });
    expect(productJsonLd({ product, pse, origin: 'https://a.at', currency: eur, sellerName: 'S', onRequest: true })).not.toHaveProperty('offers');
  });
});
