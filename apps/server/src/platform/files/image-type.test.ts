import { describe, expect, it } from 'vitest';
import { sniffImageType } from './image-type';
import { tinyBmp, tinyPng } from './test-images';

const JPEG_START = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);

describe('sniffImageType', () => {
  it('recognises png, jpeg and bmp by their content', () => {
    expect(sniffImageType(tinyPng())).toEqual({ mime: 'image/png', extension: 'png' });
    expect(sniffImageType(JPEG_START)).toEqual({ mime: 'image/jpeg', extension: 'jpg' });
    expect(sniffImageType(tinyBmp())).toEqual({ mime: 'image/bmp', extension: 'bmp' });
    expect(sniffImageType(new Uint8Array(tinyPng()))).toEqual({ mime: 'image/png', extension: 'png' });
  });

  it('refuses everything else, including text that merely starts like an image', () => {
    const refused = [
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      Buffer.from('GIF89a\x01\x00\x01\x00'),
      Buffer.from('<html><body>hi</body></html>'),
      Buffer.from('BM is a band name, not a bitmap header at all'),
      Buffer.from('%PDF-1.7'),
      tinyPng().subarray(0, 7),
      Buffer.alloc(0),
    ];
    for (const bytes of refused) expect(sniffImageType(bytes)).toBeNull();
  });
});
