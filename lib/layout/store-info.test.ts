import { storeInfoFromConfig } from './store-info';

const entries = (openingHours: string) => [
  { name: 'store_name', value: ' Sanitär Haus ' },
  { name: 'store_country', value: 'Österreich' },
  { name: 'opening_hours', value: openingHours },
];

describe('storeInfoFromConfig', () => {
  test('reads the opening hours as data from the JSON of `opening_hours`', () => {
    const hours = [
      { days: ['Monday', 'Tuesday'], opens: '08:00', closes: '17:00' },
      { days: ['Saturday'], opens: '09:00', closes: '12:00' },
    ];
    const store = storeInfoFromConfig(entries(JSON.stringify(hours)));
    expect(store.name).toBe('Sanitär Haus');
    expect(store.openingHours).toEqual(hours);
    expect(store.phone).toBe('');
  });

  test.each([
    ['missing', ''],
    ['not JSON', 'Mo–Fr 8–17'],
    ['an unknown day', '[{"days":["Funday"],"opens":"08:00","closes":"17:00"}]'],
    ['a time that is not HH:MM', '[{"days":["Monday"],"opens":"8","closes":"17:00"}]'],
    ['no days', '[{"days":[],"opens":"08:00","closes":"17:00"}]'],
  ])('opening hours that are %s are no opening hours, never an error', (_, raw) => {
    expect(storeInfoFromConfig(entries(raw)).openingHours).toEqual([]);
  });
});
