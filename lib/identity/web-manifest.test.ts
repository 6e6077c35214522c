import { webManifest } from './web-manifest';

test('the manifest carries the shop name, language, colours, its home as start URL and the app icons', () => {
  const manifest = webManifest({ name: 'Casa Sanitară România', shortName: 'Casa Sanitară', description: 'Produse pentru baie', lang: 'ro-RO' });
  expect(manifest).toMatchObject({
    name: 'Casa Sanitară România',
    short_name: 'Casa Sanitară',
    description: 'Produse pentru baie',
    lang: 'ro-RO',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#0b4f8a',
    background_color: '#ffffff',
  });
  expect(manifest.icons).toEqual([
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ]);
});
