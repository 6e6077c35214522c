import { addressLines, fullName } from './address-lines';

test('an address as lines: who in the page\'s order, street lines, postcode and place, region, country, notes; blanks left out', () => {
  expect(
    addressLines({
      who: ['', fullName({ firstname: 'Ioana', lastname: 'Popescu' })],
      street: ['Strada Fabricii 93', ' ', ''],
      zipcode: '400620',
      city: 'Cluj-Napoca',
      region: 'Cluj',
      country: 'România',
      notes: ['', 'Telefon: 0264 123 456'],
    }),
  ).toEqual(['Ioana Popescu', 'Strada Fabricii 93', '400620 Cluj-Napoca', 'Cluj', 'România', 'Telefon: 0264 123 456']);
  expect(addressLines({ who: ['Anna Berger', 'Bad & Co'], street: ['Hauptstraße 1'], zipcode: '1100', city: 'Wien', country: 'Österreich' })).toEqual([
    'Anna Berger',
    'Bad & Co',
    'Hauptstraße 1',
    '1100 Wien',
    'Österreich',
  ]);
});
