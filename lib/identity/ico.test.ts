import { icoFromPngs } from './ico';

test('an ICO file names each PNG in its directory (size, 32 bits, length, offset) and holds the PNGs as they are', () => {
  const small = new Uint8Array([1, 2, 3]);
  const large = new Uint8Array([4, 5, 6, 7, 8]);
  const ico = icoFromPngs([
    { size: 32, png: small },
    { size: 256, png: large },
  ]);
  const view = new DataView(ico.buffer);
  expect([view.getUint16(0, true), view.getUint16(2, true), view.getUint16(4, true)]).toEqual([0, 1, 2]);
  // First entry: 32 × 32, 1 plane, 32 bits, 3 bytes at offset 6 + 2 × 16.
  expect([view.getUint8(6), view.getUint8(7), view.getUint16(10, true), view.getUint16(12, true), view.getUint32(14, true), view.getUint32(18, true)]).toEqual([32, 32, 1, 32, 3, 38]);
  // Second entry: 256 is written as 0; its data follows the first image.
  expect([view.getUint8(22), view.getUint8(23), view.getUint32(30, true), view.getUint32(34, true)]).toEqual([0, 0, 5, 41]);
  expect(Array.from(ico.slice(38))).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
});
