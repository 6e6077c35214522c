import { searchPath } from './search-path';

test('the search box navigates to /search/{value} with the value URL-encoded', () => {
  expect(searchPath('Grohe Eurosmart')).toBe('/search/Grohe%20Eurosmart');
  expect(searchPath(' 50/50 & mehr ')).toBe('/search/50%2F50%20%26%20mehr');
  expect(searchPath('baterie ș ț')).toBe('/search/baterie%20%C8%99%20%C8%9B');
});
