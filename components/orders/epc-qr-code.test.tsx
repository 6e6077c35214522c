import { renderToStaticMarkup } from 'react-dom/server';
import { EpcQrCode } from './epc-qr-code';

describe('EPC QR code', () => {
  test('S7-27 the backend\'s module rows are drawn as an inline SVG image with its label, with no markup taken from the answer', () => {
    const html = renderToStaticMarkup(<EpcQrCode modules={['101', '010', '101']} label="QR code <transfer>" />);
    expect(html).toMatch(/^<svg viewBox="0 0 11 11" role="img" aria-label="QR code &lt;transfer&gt;"/);
    expect(html).toContain('<path d="M4 4h1v1h-1zM6 4h1v1h-1zM5 5h1v1h-1zM4 6h1v1h-1zM6 6h1v1h-1z" fill="#000000"></path>');
  });

  test('rows that are not a square of 0 and 1 draw nothing', () => {
    expect(renderToStaticMarkup(<EpcQrCode modules={['10', '1<']} label="x" />)).toBe('');
  });
});
