import { qrDrawing } from './qr-path';

describe('EPC QR code drawing', () => {
  test('runs of dark modules become rectangles inside a quiet zone of 4 modules', () => {
    expect(qrDrawing(['110', '000', '101'])).toEqual({ size: 11, path: 'M4 4h2v1h-2zM4 6h1v1h-1zM6 6h1v1h-1z' });
  });

  test('a light code draws nothing; rows that are not a square of 0 and 1 cannot be drawn', () => {
    expect(qrDrawing(['00', '00'])).toEqual({ size: 10, path: '' });
    expect(qrDrawing([])).toBeNull();
    expect(qrDrawing(['10', '1'])).toBeNull();
    expect(qrDrawing(['10', '12'])).toBeNull();
    expect(qrDrawing(['10', '10', '10'])).toBeNull();
  });
});
