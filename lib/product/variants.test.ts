import type { Pse } from '@/contract/product';
import { chooseColour, chooseSize, findVariant, sizeOptions, variantMatrix } from './variants';

const prices = { price: 10, taxed_price: 12, promo_price: 10, taxed_promo_price: 12, is_promo: false, listen_price: null, lowest_30d_taxed: null, tax_percent: 20 };
function pse(id: number, color: string | null, size: string | null, quantity: number): Pse {
  return {
    id, ref: `R-${id}`, ean: '4000000000000', color, color_hex: color === 'Chrom' ? '#c0c0c0' : '#111111', size, quantity,
    stock_state: quantity > 0 ? 'in_stock' : 'out_of_stock', available_from: null, is_default: id === 1, weight: 1, prices, url: `p-${id}.html`, image: null,
  };
}

// Chrom in 80 and 90 cm, Mattschwarz in 80 cm only: Mattschwarz × 90 cm does not exist.
const pses = [pse(1, 'Chrom', '80 cm', 5), pse(2, 'Chrom', '90 cm', 0), pse(3, 'Mattschwarz', '80 cm', 12)];

describe('variant matrix', () => {
  test('S3-28 colours then sizes, each variant with its own stock', () => {
    expect(variantMatrix(pses)).toEqual({ colours: [{ name: 'Chrom', hex: '#c0c0c0' }, { name: 'Mattschwarz', hex: '#111111' }], sizes: ['80 cm', '90 cm'] });
    expect(findVariant(pses, { color: 'Chrom', size: '90 cm' })?.quantity).toBe(0);
    expect(findVariant(pses, { color: 'Mattschwarz', size: '80 cm' })?.quantity).toBe(12);
    expect(variantMatrix([pse(1, null, null, 3)])).toEqual({ colours: [], sizes: [] });
    expect(findVariant([pse(1, null, null, 3)], { color: null, size: null })?.id).toBe(1);
  });

  test('S8-03 a colour × size pair without a PSE is a combination that does not exist', () => {
    expect(sizeOptions(pses, 'Mattschwarz')).toEqual([{ name: '80 cm', inColour: true }, { name: '90 cm', inColour: false }]);
    const choice = chooseColour({ color: 'Chrom', size: '90 cm' }, 'Mattschwarz');
    expect(choice).toEqual({ color: 'Mattschwarz', size: '90 cm' });
    expect(findVariant(pses, choice)).toBeNull();
    expect(findVariant(pses, chooseSize(choice, '80 cm'))?.id).toBe(3);
  });
});
