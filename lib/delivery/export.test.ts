import { isTaxFreeExport } from './export';

test('a delivery outside the EU is a tax-free export; inside it, or to an unknown country, it is not', () => {
  expect(isTaxFreeExport('CH')).toBe(true);
  expect(isTaxFreeExport('GB')).toBe(true);
  for (const iso of ['AT', 'DE', 'RO', 'HU', 'IT', 'SK', 'SI', 'CZ', 'BG']) expect(isTaxFreeExport(iso)).toBe(false);
  expect(isTaxFreeExport(null)).toBe(false);
  expect(isTaxFreeExport('ch')).toBe(false);
});
