import { PNG } from 'pngjs';

/** Smallest real images of the accepted kinds, for tests of uploads. A 1x1 bitmap: file header, 40-byte info header, one padded pixel. */
export function tinyBmp(): Buffer {
  const bytes = Buffer.alloc(58);
  bytes.write('BM', 0, 'ascii');
  bytes.writeUInt32LE(58, 2);
  bytes.writeUInt32LE(54, 10);
  bytes.writeUInt32LE(40, 14);
  bytes.writeInt32LE(1, 18);
  bytes.writeInt32LE(1, 22);
  bytes.writeUInt16LE(1, 26);
  bytes.writeUInt16LE(24, 28);
  return bytes;
}

export function tinyPng(): Buffer {
  return PNG.sync.write(new PNG({ width: 1, height: 1 }));
}
