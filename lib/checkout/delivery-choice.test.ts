import { choosePaymentMethod, choosePickupCentre, chooseDeliveryMethod, pickupCentres, shownDeliveryMethods } from './delivery-choice';

const parcel = { id: 77, position: 0 };
const pickup = { id: 78, position: 1 };
const freight = { id: 79, position: 2 };

describe('delivery method', () => {
  test('S4-20 with no stored delivery method the default 77 is selected', () => {
    expect(chooseDeliveryMethod([pickup, parcel, freight], null)).toBe(77);
  });

  test('S4-21 with no stored method and 77 not offered, the lowest-position method is selected', () => {
    expect(chooseDeliveryMethod([freight, pickup], null)).toBe(78);
    expect(chooseDeliveryMethod([{ id: 90, position: 5 }, { id: 91, position: 3 }], null)).toBe(91);
  });

  test('S4-22 a stored method that is no longer offered is replaced by the lowest-position method', () => {
    expect(chooseDeliveryMethod([freight, pickup], 77)).toBe(78);
    expect(chooseDeliveryMethod([pickup, parcel], 79)).toBe(77);
  });

  test('a stored method that is still offered stays; nothing offered selects nothing', () => {
    expect(chooseDeliveryMethod([parcel, pickup, freight], 79)).toBe(79);
    expect(chooseDeliveryMethod([], 77)).toBeNull();
    expect(chooseDeliveryMethod([], null)).toBeNull();
  });

  test('S3-33 a delivery method has an id and a position: the position decides, not the order of the list', () => {
    expect(chooseDeliveryMethod([{ id: 79, position: 4 }, { id: 78, position: 2 }], null)).toBe(78);
  });
});

describe('payment method and pickup centre', () => {
  test('the chosen payment method is remembered while it is offered; none is chosen for the shopper', () => {
    expect(choosePaymentMethod([{ id: 1 }, { id: 2 }], 2)).toBe(2);
    expect(choosePaymentMethod([{ id: 1 }], 2)).toBeNull();
    expect(choosePaymentMethod([{ id: 1 }], null)).toBeNull();
  });

  test('pickup centres are the pickup-enabled centres of the delivery country; none means no pickup possible', () => {
    const centres = [
      { id: 0, pickup: false, country_id: 13 },
      { id: 4, pickup: true, country_id: 146 },
      { id: 5, pickup: true, country_id: 146 },
    ];
    expect(pickupCentres(centres, 146).map((centre) => centre.id)).toEqual([4, 5]);
    expect(pickupCentres(centres, 13)).toEqual([]);
  });

  test('the chosen centre stays while offered; a single centre is chosen; else the shopper chooses', () => {
    expect(choosePickupCentre([{ id: 4 }, { id: 5 }], 5)).toBe(5);
    expect(choosePickupCentre([{ id: 4 }, { id: 5 }], 9)).toBeNull();
    expect(choosePickupCentre([{ id: 4 }], null)).toBe(4);
    expect(choosePickupCentre([], 4)).toBeNull();
  });
});

describe('the delivery methods shown', () => {
  const parcel = { id: 77, pickup: false };
  const pickup = { id: 78, pickup: true };
  test('S8-26 S1-12 where the shop has no pickup centre, no pickup choice is shown at all (not a greyed one)', () => {
    expect(shownDeliveryMethods([parcel, pickup], 0)).toEqual([parcel]);
    expect(shownDeliveryMethods([pickup], 0)).toEqual([]);
  });

  test('with a pickup centre, pickup is offered beside delivery', () => {
    expect(shownDeliveryMethods([parcel, pickup], 2)).toEqual([parcel, pickup]);
  });
});
