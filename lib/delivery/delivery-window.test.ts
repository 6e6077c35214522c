import type { DeliveryTime } from '@/lib/catalog/delivery-time';
import { addWorkingDays, cutoffMinutes, deliveryWindow, dispatchDay, isWorkingDay, localClock, nextDayDelivery } from './delivery-window';
import { publicHolidays } from './public-holidays';
import { windowDates } from './window-format';

const IN_STOCK: DeliveryTime = { unit: 'days', min: 1, max: 2 };
const FREIGHT_IN_STOCK: DeliveryTime = { unit: 'freight-days', min: 3, max: 5 };
const SUPPLIER: DeliveryTime = { unit: 'weeks', min: 2, max: 3 };
const at = { shop: 'at', cutoff: '13:00' } as const;
const de = { shop: 'de', cutoff: '13:00' } as const;
const ro = { shop: 'ro', cutoff: '13:00' } as const;

// Thursday 19 Nov 2026, 11:30 UTC: 12:30 in Vienna and Berlin, 13:30 in Bucharest.
const thursdayNoon = new Date('2026-11-19T11:30:00Z');

describe('shop clock and calendar', () => {
  test('local clock in the shop time zone (CET/EET, summer time)', () => {
    expect(localClock(thursdayNoon, 'Europe/Vienna')).toEqual({ weekday: 4, date: '2026-11-19', minutes: 12 * 60 + 30 });
    expect(localClock(thursdayNoon, 'Europe/Bucharest')).toEqual({ weekday: 4, date: '2026-11-19', minutes: 13 * 60 + 30 });
    expect(localClock(new Date('2026-07-01T10:00:00Z'), 'Europe/Berlin')).toEqual({ weekday: 3, date: '2026-07-01', minutes: 12 * 60 });
    // 23:30 UTC on Sunday is already Monday in Vienna.
    expect(localClock(new Date('2026-11-22T23:30:00Z'), 'Europe/Vienna').date).toBe('2026-11-23');
  });

  test('a malformed cutoff falls back to 13:00', () => {
    expect(cutoffMinutes('15:30')).toBe(15 * 60 + 30);
    expect(cutoffMinutes('bad')).toBe(13 * 60);
    expect(cutoffMinutes('25:00')).toBe(13 * 60);
    expect(cutoffMinutes(undefined)).toBe(13 * 60);
  });

  test('Easter-based holidays: Western Easter for Austria and Germany, Orthodox Easter for Romania', () => {
    // Easter 2026: 5 April (Western), 12 April (Orthodox); 2027: 28 March and 2 May.
    expect(publicHolidays('de', 2026).has('2026-04-03')).toBe(true); // Karfreitag
    expect(publicHolidays('at', 2026).has('2026-04-06')).toBe(true); // Ostermontag
    expect(publicHolidays('at', 2026).has('2026-06-04')).toBe(true); // Fronleichnam
    expect(publicHolidays('de', 2026).has('2026-06-04')).toBe(false); // not nationwide in Germany
    expect(publicHolidays('ro', 2026).has('2026-04-13')).toBe(true); // a doua zi de Paște
    expect(publicHolidays('ro', 2026).has('2026-04-06')).toBe(false);
    expect(publicHolidays('at', 2027).has('2027-03-29')).toBe(true);
    expect(publicHolidays('ro', 2027).has('2027-05-03')).toBe(true);
    expect(publicHolidays('ro', 2027).has('2027-06-21')).toBe(true); // Rusalii, Monday
  });

  test('working days: Monday to Friday without the country holidays', () => {
    expect(isWorkingDay('2026-12-07', 'at')).toBe(true);
    expect(isWorkingDay('2026-12-08', 'at')).toBe(false); // Mariä Empfängnis
    expect(isWorkingDay('2026-12-08', 'de')).toBe(true);
    expect(isWorkingDay('2026-12-01', 'ro')).toBe(false); // Ziua Națională
    expect(isWorkingDay('2026-11-21', 'de')).toBe(false);
    expect(addWorkingDays('2026-12-24', 1, 'de')).toBe('2026-12-28');
    expect(addWorkingDays('2026-12-31', 1, 'ro')).toBe('2027-01-04');
    expect(addWorkingDays('2027-01-05', 1, 'ro')).toBe('2027-01-08'); // Boboteaza, Sf. Ioan
    expect(addWorkingDays('2026-12-07', 0, 'at')).toBe('2026-12-07');
  });
});

describe('dispatch day and cutoff', () => {
  test('today on a working day before the cutoff, else the next working day', () => {
    expect(dispatchDay(thursdayNoon, at)).toEqual({ date: '2026-11-19', minutesLeft: 30 });
    expect(dispatchDay(thursdayNoon, { shop: 'at', cutoff: '15:00' })).toEqual({ date: '2026-11-19', minutesLeft: 150 });
    // 13:30 in Bucharest: after the cutoff, it leaves on Friday.
    expect(dispatchDay(thursdayNoon, ro)).toEqual({ date: '2026-11-20', minutesLeft: null });
    // Saturday and Sunday: Monday.
    expect(dispatchDay(new Date('2026-11-21T08:00:00Z'), de).date).toBe('2026-11-23');
    // Exactly at the cutoff: too late.
    expect(dispatchDay(new Date('2026-11-19T12:00:00Z'), at).minutesLeft).toBeNull();
  });

  test('summer time: the cutoff is local time, whatever the UTC offset', () => {
    // Friday 27 March 2026 (CET, UTC+1) 11:30 UTC = 12:30; Monday 30 March (CEST, UTC+2) 11:30 UTC = 13:30.
    expect(dispatchDay(new Date('2026-03-27T11:30:00Z'), de)).toEqual({ date: '2026-03-27', minutesLeft: 30 });
    expect(dispatchDay(new Date('2026-03-30T11:30:00Z'), de)).toEqual({ date: '2026-03-31', minutesLeft: null });
  });
});

describe('S9-18 S9-19 next-day delivery: the window starts tomorrow', () => {
  test('before the cutoff Monday to Thursday', () => {
    expect(nextDayDelivery(thursdayNoon, at)).toEqual({ minutesLeft: 30 });
    expect(nextDayDelivery(thursdayNoon, { shop: 'at', cutoff: undefined })).toEqual({ minutesLeft: 30 });
    expect(nextDayDelivery(thursdayNoon, ro)).toBeNull();
    expect(nextDayDelivery(new Date('2026-11-23T07:00:00Z'), de)).toEqual({ minutesLeft: 300 });
  });

  test('never on Fridays, at the weekend or before a holiday', () => {
    expect(nextDayDelivery(new Date('2026-11-20T07:00:00Z'), at)).toBeNull();
    expect(nextDayDelivery(new Date('2026-11-21T07:00:00Z'), de)).toBeNull();
    expect(nextDayDelivery(new Date('2026-11-22T07:00:00Z'), de)).toBeNull();
    // Monday 7 Dec 2026: 8 Dec is a holiday in Austria, not in Germany.
    const monday = new Date('2026-12-07T09:00:00Z');
    expect(nextDayDelivery(monday, at)).toBeNull();
    expect(nextDayDelivery(monday, de)).toEqual({ minutesLeft: 180 });
  });
});

describe('delivery window: the slowest line decides', () => {
  test('a parcel in stock before the cutoff: the next two working days', () => {
    expect(deliveryWindow(thursdayNoon, [IN_STOCK], 'parcel', at)).toEqual({ kind: 'parcel', from: '2026-11-20', to: '2026-11-23' });
    // After the cutoff in Bucharest: dispatched Friday, Monday to Tuesday.
    expect(deliveryWindow(thursdayNoon, [IN_STOCK], 'parcel', ro)).toEqual({ kind: 'parcel', from: '2026-11-23', to: '2026-11-24' });
  });

  test('holidays move the window: Austria on 8 December, Christmas everywhere', () => {
    const monday = new Date('2026-12-07T09:00:00Z');
    expect(deliveryWindow(monday, [IN_STOCK], 'parcel', at)).toEqual({ kind: 'parcel', from: '2026-12-09', to: '2026-12-10' });
    expect(deliveryWindow(monday, [IN_STOCK], 'parcel', de)).toEqual({ kind: 'parcel', from: '2026-12-08', to: '2026-12-09' });
    const christmasEve = new Date('2026-12-24T08:00:00Z');
    expect(deliveryWindow(christmasEve, [IN_STOCK], 'parcel', de)).toEqual({ kind: 'parcel', from: '2026-12-28', to: '2026-12-29' });
  });

  test('lines with different delivery times: the slowest sets both ends', () => {
    const own: DeliveryTime = { unit: 'days', min: 7, max: 15 };
    expect(deliveryWindow(thursdayNoon, [IN_STOCK, own], 'parcel', at)).toEqual({
      kind: 'parcel', from: addWorkingDays('2026-11-19', 7, 'at'), to: addWorkingDays('2026-11-19', 15, 'at'),
    });
    // Weeks are weeks of working days: 2-3 weeks = 10-15 working days.
    expect(deliveryWindow(thursdayNoon, [IN_STOCK, SUPPLIER], 'parcel', at)).toEqual({ kind: 'parcel', from: '2026-12-03', to: '2026-12-11' });
  });

  test('freight forwarder: at least 3-5 working days for the whole consignment', () => {
    expect(deliveryWindow(thursdayNoon, [FREIGHT_IN_STOCK, IN_STOCK], 'freight', de)).toEqual({ kind: 'freight', from: '2026-11-24', to: '2026-11-26' });
    expect(deliveryWindow(thursdayNoon, [FREIGHT_IN_STOCK, SUPPLIER], 'freight', de)).toEqual({ kind: 'freight', from: '2026-12-03', to: '2026-12-10' });
  });

  test('pickup: ready for collection from one day', () => {
    expect(deliveryWindow(thursdayNoon, [IN_STOCK, FREIGHT_IN_STOCK], 'pickup', at)).toEqual({ kind: 'pickup', from: '2026-11-20', to: '2026-11-20' });
    expect(deliveryWindow(thursdayNoon, [IN_STOCK, SUPPLIER], 'pickup', at)).toEqual({ kind: 'pickup', from: '2026-12-03', to: '2026-12-03' });
  });

  test('no promise when a line has no delivery time, or for no lines', () => {
    expect(deliveryWindow(thursdayNoon, [IN_STOCK, null], 'parcel', at)).toBeNull();
    expect(deliveryWindow(thursdayNoon, [], 'parcel', at)).toBeNull();
  });
});

describe('the window in the shop language', () => {
  test('weekday, day and month, both ends; one date for one day', () => {
    const window = { from: '2026-12-09', to: '2026-12-10' };
    expect(windowDates(window, 'de-AT')).toBe('Mi., 9. Dez. – Do., 10. Dez.');
    expect(windowDates(window, 'ro-RO')).toBe('mie., 9 dec. – joi, 10 dec.');
    expect(windowDates({ from: '2027-01-05', to: '2027-01-05' }, 'de-AT')).toBe('Di., 5. Jän.');
    expect(windowDates({ from: '2027-01-05', to: '2027-01-05' }, 'de-DE')).toBe('Di., 5. Jan.');
  });
});
