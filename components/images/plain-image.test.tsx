import { renderToStaticMarkup } from 'react-dom/server';
import Image from 'next/image';
import { PlainImage } from './plain-image';

/** The attributes of the first <img> of some markup, by name (without next/image's `data-nimg` marker). */
function imgAttributes(html: string): Record<string, string> {
  const tag = /<img\b[^>]*>/.exec(html)?.[0] ?? '';
  const attributes: Record<string, string> = {};
  for (const match of tag.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)) if (match[1] !== 'data-nimg') attributes[match[1] ?? ''] = match[2] ?? '';
  return attributes;
}

describe('PlainImage', () => {
  test("renders the <img> next/image renders (same optimizer srcset, sizes, lazy loading, alt and style)", () => {
    const props = { src: '/media/images/product/tap.png', alt: '', width: 320, height: 320, sizes: '(max-width: 991px) 50vw, 320px' };
    const plain = imgAttributes(renderToStaticMarkup(<PlainImage {...props} />));
    expect(plain.srcSet).toContain('/_next/image?url=%2Fmedia%2Fimages%2Fproduct%2Ftap.png&amp;w=384');
    expect(plain).toEqual(imgAttributes(renderToStaticMarkup(<Image {...props} />)));
    expect(plain.loading).toBe('lazy');
    const unoptimized = { src: '/media/flag.png', alt: 'Flag', width: 24, height: 16, unoptimized: true };
    expect(imgAttributes(renderToStaticMarkup(<PlainImage {...unoptimized} />))).toEqual(imgAttributes(renderToStaticMarkup(<Image {...unoptimized} />)));
  });

  test('a preloaded image loads eagerly and is hinted first, like next/image with preload (ADR 0038)', () => {
    const props = { src: '/media/images/product/tap.png', alt: 'Tap', width: 800, height: 800, sizes: '100vw', fetchPriority: 'high' as const };
    const html = renderToStaticMarkup(
      <html>
        <head />
        <body>
          <PlainImage {...props} preload />
        </body>
      </html>,
    );
    const link = /<link rel="preload"[^>]*>/.exec(html)?.[0] ?? '';
    expect(link).toContain('as="image"');
    expect(link).toContain('imageSrcSet="/_next/image?url=%2Fmedia%2Fimages%2Fproduct%2Ftap.png');
    expect(link).toContain('fetchPriority="high"');
    expect(imgAttributes(html).loading).toBeUndefined();
    expect(imgAttributes(renderToStaticMarkup(<PlainImage {...props} />)).loading).toBe('lazy');
  });
});
