/**
 * An ICO file holding PNG images (the format every browser reads for /favicon.ico since PNG-in-ICO became standard
 * with Windows Vista): a 6-byte header, a 16-byte directory entry per image, then the PNG files as they are.
 */
export type IcoImage = { size: number; png: Uint8Array };

export function icoFromPngs(images: IcoImage[]): Uint8Array {
  const headerBytes = 6 + 16 * images.length;
  const total = headerBytes + images.reduce((sum, image) => sum + image.png.length, 0);
  const bytes = new Uint8Array(total);
  const view = new DataView(bytes.buffer);
  view.setUint16(0, 0, true); // reserved
  view.setUint16(2, 1, true); // type: icon
  view.setUint16(4, images.length, true);
  let offset = headerBytes;
  images.forEach((image, index) => {
    const entry = 6 + 16 * index;
    // Width and height are one byte each; 0 stands for 256.
    view.setUint8(entry, image.size >= 256 ? 0 : image.size);
    view.setUint8(entry + 1, image.size >= 256 ? 0 : image.size);
    view.setUint8(entry + 2, 0); // no palette
    view.setUint8(entry + 3, 0); // reserved
    view.setUint16(entry + 4, 1, true); // colour planes
    view.setUint16(entry + 6, 32, true); // bits per pixel
    view.setUint32(entry + 8, image.png.length, true);
    view.setUint32(entry + 12, offset, true);
    bytes.set(image.png, offset);
    offset += image.png.length;
  });
  return bytes;
}
