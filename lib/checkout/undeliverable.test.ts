import { undeliverableOutcome } from './undeliverable';

const basin = { title: 'Waschtisch', undeliverable: false };
const boiler = { title: 'Gasbrennwertkessel', undeliverable: true };
const tub = { title: 'Badewanne', undeliverable: true };

describe('undeliverable lines', () => {
  test('S8-27 an order with undeliverable items asks a confirm question naming them', () => {
    expect(undeliverableOutcome([basin, boiler, tub], false)).toEqual({ kind: 'confirm', titles: ['Gasbrennwertkessel', 'Badewanne'] });
  });

  test('S8-27 once confirmed, the rest is ordered', () => {
    expect(undeliverableOutcome([basin, boiler], true)).toEqual({ kind: 'deliverable' });
  });

  test('S8-28 an order whose items are all undeliverable is refused, confirmed or not', () => {
    expect(undeliverableOutcome([boiler, tub], false)).toEqual({ kind: 'refuse' });
    expect(undeliverableOutcome([boiler, tub], true)).toEqual({ kind: 'refuse' });
  });

  test('an order without undeliverable items goes ahead', () => {
    expect(undeliverableOutcome([basin], false)).toEqual({ kind: 'deliverable' });
  });
});
