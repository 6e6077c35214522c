import { addressIdParam } from './address-id';

test('an address id of a path is a positive integer within the database range', () => {
  expect(addressIdParam('12')).toBe(12);
  for (const bad of ['0', '-1', '1.5', '012', 'abc', '', '99999999999', '2147483648']) expect(addressIdParam(bad)).toBeNull();
});
