import { checkoutTotals, previewTotals } from './checkout-totals';

// 100 € of goods at 20 % and 20 € at 10 %, a 12 € coupon (10 € and 2 € of it by rate), 5.90 € postage at 20 %.
const cart = {
  lines: [
    { linePrice: 100, taxPercent: 20, undeliverable: false },
    { linePrice: 20, taxPercent: 10, undeliverable: false },
    { linePrice: 50, taxPercent: 20, undeliverable: true },
  ],
  totals: { goods: 120, shipment: 5.9, freeShippingFrom: null, discount: 12, total: 113.9, vat: [{ percent: 10, amount: 1.64 }, { percent: 20, amount: 15.98 }], shipmentVatPercent: 20 },
};

describe('checkout totals', () => {
  test('S2-54 the total is goods less discount plus the chosen postage and the payment surcharge', () => {
    const totals = checkoutTotals(cart, { fee: 2.4, freight: false });
    expect(totals).toMatchObject({ goods: 120, shipping: 5.9, fee: 2.4, discount: 12, total: 116.3, freight: false });
  });

  test('the surcharge is taxed at the postage rate, on the total of the rate', () => {
    const totals = checkoutTotals(cart, { fee: 2.4, freight: true });
    // 20 %: 100 - 10 + 5.90 + 2.40 = 98.30 -> 16.38; 10 %: 20 - 2 = 18 -> 1.64. The undeliverable line counts for nothing.
    expect(totals.vat).toEqual([{ percent: 10, amount: 1.64 }, { percent: 20, amount: 16.38 }]);
    expect(totals.freight).toBe(true);
  });

  test('with free postage the surcharge follows the highest rate of the goods', () => {
    const free = { ...cart, totals: { ...cart.totals, shipment: 0, total: 108, shipmentVatPercent: undefined } };
    expect(checkoutTotals(free, { fee: 1.2, freight: false }).vat).toEqual([{ percent: 10, amount: 1.64 }, { percent: 20, amount: 15.2 }]);
  });

  test('without a surcharge the VAT is the cart\'s', () => {
    expect(checkoutTotals(cart, { fee: 0, freight: false })).toEqual({ goods: 120, shipping: 5.9, freight: false, fee: 0, discount: 12, total: 113.9, vat: cart.totals.vat });
  });
});

describe('totals while methods are picked', () => {
  const state = {
    totals: { goods: 100, shipping: 5.9, freight: false, fee: 0, discount: 10, total: 95.9, vat: [{ percent: 20, amount: 15.98 }] },
    deliveryMethods: {
      options: [
        { id: 77, code: 'parcel', title: 'Paket', postage: 5.9, pickup: false },
        { id: 78, code: 'pickup', title: 'Abholung', postage: 0, pickup: true },
      ],
      selectedId: 77,
      unavailable: false,
    },
    paymentMethods: {
      options: [
        { id: 5, code: 'Nachnahme', title: 'Ramburs', description: '', conditions: '', logo: '', fee: 2 },
        { id: 6, code: 'Vorkasse', title: 'Vorkasse', description: '', conditions: '', logo: '', fee: 0 },
      ],
      selectedId: null,
      unavailable: false,
    },
    freightTitles: ['Badewanne'],
  };

  test('the saved choice shows the saved totals with their VAT', () => {
    expect(previewTotals(state, { deliveryModuleId: 77, paymentModuleId: null })).toBe(state.totals);
    expect(previewTotals(state, { deliveryModuleId: null, paymentModuleId: 5 })).toBe(state.totals);
  });

  test('a picked method puts its postage and surcharge in the total; the VAT waits for the saved choice', () => {
    expect(previewTotals(state, { deliveryModuleId: 78, paymentModuleId: 5 })).toEqual({ goods: 100, discount: 10, shipping: 0, fee: 2, freight: false, total: 92, vat: [] });
    expect(previewTotals(state, { deliveryModuleId: 77, paymentModuleId: 5 })).toMatchObject({ shipping: 5.9, fee: 2, freight: true, total: 97.9 });
  });
});
