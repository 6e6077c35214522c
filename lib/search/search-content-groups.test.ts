import { contentLinkGroups } from './search-content-groups';

test('S2-162 content links are grouped under their parent folders, top-level pages apart, order kept', () => {
  const links = [
    { title: 'Versandkosten', url: 'versandkosten', parent: 'Service' },
    { title: 'AGB', url: 'agb.html', parent: null },
    { title: 'Badplanung', url: 'blog/badplanung', parent: 'Ratgeber' },
    { title: 'Lieferung', url: 'lieferung', parent: 'Service' },
    { title: 'Impressum', url: 'Impressum', parent: '  ' },
  ];
  expect(contentLinkGroups(links)).toEqual({
    topLevel: [links[1], links[4]],
    groups: [
      { parent: 'Service', links: [links[0], links[3]] },
      { parent: 'Ratgeber', links: [links[2]] },
    ],
  });
});
