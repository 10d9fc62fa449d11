/** The image kinds accepted for uploads (spec §5: png, jpeg, jpg, bmp), told apart by their content. */
export type ImageType = { mime: 'image/png' | 'image/jpeg' | 'image/bmp'; extension: 'png' | 'jpg' | 'bmp' };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Sizes of the BMP info headers that exist (core, v1..v5); anything else after `BM` is not a bitmap. */
const BMP_INFO_HEADER_SIZES = new Set([12, 16, 40, 52, 56, 64, 108, 124]);

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

/**
 * What an uploaded file really is, from its first bytes; null for anything else (svg, gif, html,
 * a renamed script...). The file name and the declared content type are never trusted.
 */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return { mime: 'image/png', extension: 'png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, [0x42, 0x4d]) && bytes.length >= 18) {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const reservedZero = view.getUint32(6, true) === 0;
    if (reservedZero && BMP_INFO_HEADER_SIZES.has(view.getUint32(14, true)))
      return { mime: 'image/bmp', extension: 'bmp' };
  }
  return null;
}
