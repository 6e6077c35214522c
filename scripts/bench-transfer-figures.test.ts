import { medianTransfer, transferFigures } from './bench-transfer-figures';

const PAGE = 'https://at.localhost:39123/some-listing';

function table(items: unknown[]): unknown {
  return { type: 'table', headings: [], items };
}

test("a load's transfer: every byte, the page's own scripts, and every request to another origin", () => {
  const figures = transferFigures(
    table([
      { url: PAGE, transferSize: 20_480, resourceType: 'Document' },
      { url: 'https://at.localhost:39123/_next/static/chunks/a.js', transferSize: 102_400, resourceType: 'Script' },
      { url: 'https://at.localhost:39123/_next/static/chunks/banner.js', transferSize: 5_120, resourceType: 'Script' },
      { url: 'https://at.localhost:39123/_next/static/css/a.css', transferSize: 10_240, resourceType: 'Stylesheet' },
      { url: 'http://127.0.0.1:4260/gtm.js?id=GTM-AT1', transferSize: 2_048, resourceType: 'Script' },
      { url: 'http://127.0.0.1:4260/__tag-manager/collect', transferSize: 512, resourceType: 'Fetch' },
      { url: 'https://widgets.example/badge.png', transferSize: 1_024, resourceType: 'Image' },
      { url: 'data:image/svg+xml,<svg/>', transferSize: 0, resourceType: 'Image' },
      { url: 'https://at.localhost:39123/no-size', resourceType: 'Fetch' },
      { note: 'a row of another shape' },
    ]),
    PAGE,
  );
  expect(figures).toEqual({
    totalKb: 138.5,
    ownJsKb: 105,
    thirdPartyRequests: 3,
    thirdPartyKb: 3.5,
    thirdPartyOrigins: ['http://127.0.0.1:4260', 'https://widgets.example'],
  });
});

test("another port of the same host is another origin (the tag-manager stand-in on the backend's port counts as a third party)", () => {
  const figures = transferFigures(table([{ url: 'https://at.localhost:4260/gtm.js', transferSize: 1024, resourceType: 'Script' }]), PAGE);
  expect(figures.ownJsKb).toBe(0);
  expect(figures.thirdPartyRequests).toBe(1);
});

test('a result without the audit table stops the bench instead of reading as an empty page', () => {
  expect(() => transferFigures(undefined, PAGE)).toThrow(/network-requests/);
  expect(() => transferFigures({ type: 'table' }, PAGE)).toThrow(/network-requests/);
});

test('the figures of several runs: each the median, the other origins of all runs', () => {
  const run = (ownJsKb: number, origins: string[]) => ({ totalKb: ownJsKb * 2, ownJsKb, thirdPartyRequests: origins.length, thirdPartyKb: origins.length, thirdPartyOrigins: origins });
  expect(medianTransfer([run(190, []), run(185, ['http://b']), run(200, ['http://a'])])).toEqual({
    totalKb: 380,
    ownJsKb: 190,
    thirdPartyRequests: 1,
    thirdPartyKb: 1,
    thirdPartyOrigins: ['http://a', 'http://b'],
  });
});
