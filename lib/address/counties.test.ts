import { countyAfterPostcode, countyForCountryChange, countyOfPostcode, countyTitle, type AddressCounty } from './counties';

const COUNTIES: AddressCounty[] = [
  { code: 'RO-AB', title: 'Alba', postcodePrefixes: ['51'] },
  { code: 'RO-B', title: 'București', postcodePrefixes: ['01', '02', '03', '04', '05', '06'] },
  { code: 'RO-CJ', title: 'Cluj', postcodePrefixes: ['40'] },
];

describe('Romanian counties in the address step', () => {
  test('the county is named by the postcode\'s first two digits', () => {
    expect(countyOfPostcode('400620', COUNTIES)?.code).toBe('RO-CJ');
    expect(countyOfPostcode('030167', COUNTIES)?.code).toBe('RO-B');
    expect(countyOfPostcode(' 51', COUNTIES)?.code).toBe('RO-AB');
    expect(countyOfPostcode('4', COUNTIES)).toBeNull();
    expect(countyOfPostcode('99 000', COUNTIES)).toBeNull();
    expect(countyOfPostcode('a40', COUNTIES)).toBeNull();
  });

  test('the county is prefilled from the postcode while the shopper has not chosen one', () => {
    // Empty: the postcode fills it as it is typed.
    expect(countyAfterPostcode('4', '40', '', COUNTIES)).toBe('RO-CJ');
    // Still the previous postcode's county: it follows a new postcode, and empties for an unknown one.
    expect(countyAfterPostcode('400620', '010101', 'RO-CJ', COUNTIES)).toBe('RO-B');
    expect(countyAfterPostcode('400620', '9', 'RO-CJ', COUNTIES)).toBe('');
    // Chosen by the shopper (not the postcode's): it stays.
    expect(countyAfterPostcode('400620', '010101', 'RO-AB', COUNTIES)).toBe('RO-AB');
    expect(countyAfterPostcode('', '400620', 'RO-AB', COUNTIES)).toBe('RO-AB');
  });

  test('an address that becomes Romanian keeps a known county or takes its postcode\'s', () => {
    expect(countyForCountryChange('400620', '', COUNTIES)).toBe('RO-CJ');
    expect(countyForCountryChange('400620', 'RO-AB', COUNTIES)).toBe('RO-AB');
    expect(countyForCountryChange('400620', 'Cluj', COUNTIES)).toBe('RO-CJ');
    expect(countyForCountryChange('1100', 'Cluj', COUNTIES)).toBe('');
  });

  test('a saved county is shown by its title', () => {
    expect(countyTitle('RO-CJ', COUNTIES)).toBe('Cluj');
    expect(countyTitle('RO-XX', COUNTIES)).toBe('RO-XX');
  });
});
