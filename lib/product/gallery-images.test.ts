import type { Pse } from '@/contract/product';
import type { Image } from '@/contract/product-card';
import { galleryFor } from './gallery-images';

const image = (name: string): Image => ({ url: `/media/product/${name}.webp`, alt: name, width: 800, height: 800 });
const prices = { price: 10, taxed_price: 12, promo_price: 10, taxed_promo_price: 12, is_promo: false, listen_price: null, lowest_30d_taxed: null, tax_percent: 20 };
const pse = (id: number, color: string, own: Image | null): Pse => ({
  id, ref: `R-${id}`, ean: '4000000000000', color, color_hex: null, size: null, quantity: 5, stock_state: 'in_stock', available_from: null,
  is_default: id === 1, weight: 1, prices, url: `p-${id}.html`, image: own,
});

const white = image('radiator-weiss');
const drawing = image('radiator-masszeichnung');
const anthracite = image('radiator-anthrazit');
const pses = [pse(1, 'Weiß', white), pse(2, 'Anthrazit', anthracite)];

describe('gallery of the chosen colour', () => {
  it('puts the image of the chosen colour first (choosing Anthrazit no longer keeps the white image)', () => {
    expect(galleryFor([white, drawing, anthracite], pses, 'Anthrazit').map((i) => i.url)).toEqual([anthracite.url, white.url, drawing.url]);
    expect(galleryFor([white, drawing, anthracite], pses, 'Weiß')[0]).toEqual(white);
  });

  it('adds a variant image the product list lacks, and keeps the list without a colour or an image of the colour', () => {
    expect(galleryFor([white, drawing], pses, 'Anthrazit').map((i) => i.url)).toEqual([anthracite.url, white.url, drawing.url]);
    expect(galleryFor([white, drawing], pses, null)).toEqual([white, drawing]);
    expect(galleryFor([white, drawing], [pse(3, 'Chrom', null)], 'Chrom')).toEqual([white, drawing]);
  });
});
