import { sortTitle } from './sort-title';

test('the name order sorts without case and accents', () => {
  expect(sortTitle('Ăla Ölheizung')).toBe('ala olheizung');
  expect(sortTitle('ȘTEFAN țeavă')).toBe('stefan teava');
});
