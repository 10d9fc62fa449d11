import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5 } from '../../platform/auth/password';
import { BASIC_AUTH, createTestApp, type TestApp } from '../../testing/test-app';
import { CAPTCHA_ALPHABET, CAPTCHA_LENGTH, GLYPHS, randomCaptchaCode, renderCaptcha } from './captcha-image';

type Bitmap = { width: number; height: number; ink: (x: number, y: number) => boolean };

/** The bitmap's ink resampled onto a fixed grid (share of ink per cell), after cropping to its box. */
function normalized(bitmap: Bitmap, left: number, right: number, cols = 10, rows = 14): number[] {
  let [top, bottom, minX, maxX] = [bitmap.height, 0, right, left];
  for (let y = 0; y < bitmap.height; y++)
    for (let x = left; x < right; x++)
      if (bitmap.ink(x, y))
        [top, bottom, minX, maxX] = [
          Math.min(top, y),
          Math.max(bottom, y + 1),
          Math.min(minX, x),
          Math.max(maxX, x + 1),
        ];
  if (bottom <= top) return new Array(cols * rows).fill(0);
  const grid: number[] = [];
  for (let gy = 0; gy < rows; gy++)
    for (let gx = 0; gx < cols; gx++) {
      const x0 = minX + Math.floor(((maxX - minX) * gx) / cols);
      const x1 = Math.max(x0 + 1, minX + Math.floor(((maxX - minX) * (gx + 1)) / cols));
      const y0 = top + Math.floor(((bottom - top) * gy) / rows);
      const y1 = Math.max(y0 + 1, top + Math.floor(((bottom - top) * (gy + 1)) / rows));
      let ink = 0;
      for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) if (bitmap.ink(x, y)) ink++;
      grid.push(ink / ((x1 - x0) * (y1 - y0)));
    }
  return grid;
}

/** Each glyph drawn clean at the size captchas use, upright and slanted: the templates. */
const TEMPLATES = Object.entries(GLYPHS).flatMap(([char, rows]) =>
  [-0.2, -0.1, 0, 0.1, 0.2].map((slant) => {
    const scale = 4;
    const width = 5 * scale + 12;
    const height = 7 * scale;
    const ink = (x: number, y: number) => {
      const u = Math.floor((x - 6 - Math.round((height - y) * slant)) / scale);
      const v = Math.floor(y / scale);
      return rows[v]?.[u] === '1';
    };
    return { char, grid: normalized({ width, height, ink }, 0, width) };
  }),
);

/**
 * The short program an attacker would write: dark pixels are ink, lone specks are dropped; cut the
 * image into characters at the columns without ink (or into equal parts when the gaps are not
 * there); compare each part with every template and take the closest. It reads most of the former
 * digit captcha (upright, apart, thin light noise).
 */
function templateReader(png: Buffer): string {
  const image = PNG.sync.read(png);
  const dark = (x: number, y: number) => {
    if (x < 0 || y < 0 || x >= image.width || y >= image.height) return false;
    const offset = (y * image.width + x) * 4;
    return (image.data[offset]! + image.data[offset + 1]! + image.data[offset + 2]!) / 3 < 128;
  };
  const neighbours = (x: number, y: number) =>
    [-1, 0, 1].flatMap((dy) => [-1, 0, 1].map((dx) => (dx || dy) && dark(x + dx, y + dy))).filter(Boolean).length;
  const clean = Array.from({ length: image.height }, (_, y) =>
    Array.from({ length: image.width }, (_, x) => dark(x, y) && neighbours(x, y) >= 2),
  );
  const bitmap: Bitmap = { width: image.width, height: image.height, ink: (x, y) => clean[y]?.[x] === true };
  const inkColumns = Array.from({ length: image.width }, (_, x) => clean.some((row) => row[x]));
  let parts: [number, number][] = [];
  for (let x = 0; x < image.width; x++) {
    if (!inkColumns[x]) continue;
    const start = x;
    while (x < image.width && inkColumns[x]) x++;
    if (x - start >= 4) parts.push([start, x]);
  }
  if (parts.length !== CAPTCHA_LENGTH) {
    const first = inkColumns.indexOf(true);
    const width = (inkColumns.lastIndexOf(true) + 1 - first) / CAPTCHA_LENGTH;
    parts = Array.from({ length: CAPTCHA_LENGTH }, (_, i) => [
      Math.round(first + i * width),
      Math.round(first + (i + 1) * width),
    ]);
  }
  return parts
    .map(([left, right]) => {
      const grid = normalized(bitmap, left, right);
      let best = { char: '', distance: Number.POSITIVE_INFINITY };
      for (const template of TEMPLATES) {
        const distance = template.grid.reduce((sum, value, i) => sum + (value - grid[i]!) ** 2, 0);
        if (distance < best.distance) best = { char: template.char, distance };
      }
      return best.char;
    })
    .join('');
}

describe('captcha image', () => {
  it('uses letters and digits', () => {
    expect(CAPTCHA_ALPHABET).toMatch(/[A-Z]/);
    expect(CAPTCHA_ALPHABET).toMatch(/[2-9]/);
    expect(CAPTCHA_ALPHABET.length).toBeGreaterThanOrEqual(20);
  });

  it('is not read by a template-matching program', () => {
    const samples = 40;
    let imagesRead = 0;
    let charsRead = 0;
    for (let i = 0; i < samples; i++) {
      const code = randomCaptchaCode();
      const read = templateReader(renderCaptcha(code));
      if (read === code) imagesRead++;
      charsRead += [...code].filter((char, index) => read[index] === char).length;
    }
    console.log(
      `template reader: ${imagesRead} of ${samples} images, ${charsRead} of ${samples * CAPTCHA_LENGTH} characters`,
    );
    expect(imagesRead / samples).toBeLessThan(0.1);
    expect(charsRead / (samples * CAPTCHA_LENGTH)).toBeLessThan(0.3);
  });
});

describe('captcha mode on: every password grant needs the captcha', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ captchaMode: true });
  });
  afterAll(() => t.close());

  const grant = (grantType: string, headers: Record<string, string> = {}, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/blade-auth/oauth/token',
      headers: { authorization: BASIC_AUTH, 'tenant-id': '000000', 'lang-type': lang, ...headers },
      query: { tenantId: '000000', username: 'admin', password: md5('admin'), grant_type: grantType, scope: 'all' },
    });
  const knownCaptcha = async (code: string) => {
    const key = `mode-test-${code}`;
    const { sha256 } = await import('../../platform/auth/password');
    await t.database.db
      .insertInto('captcha')
      .values({ captchaKey: key, codeHash: sha256(code), expiresAt: new Date(Date.now() + 60_000) })
      .execute();
    return key;
  };

  it('refuses the password grant without a captcha or with a wrong one, in the caller language', async () => {
    const bare = await grant('password', {}, 'fr');
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toEqual({ error: 'invalid_grant', error_description: expect.stringMatching(/vérification/i) });
    const key = await knownCaptcha('AB234');
    expect((await grant('password', { 'captcha-key': key, 'captcha-code': 'XX999' })).statusCode).toBe(400);
    expect((await grant('captcha')).json().error_description).toBe('The verification code is incorrect');
  });

  it('signs in with the right answer, in any case, once', async () => {
    const key = await knownCaptcha('CE345');
    const right = await grant('password', { 'captcha-key': key, 'captcha-code': ' ce345 ' });
    expect(right.statusCode).toBe(200);
    expect((await grant('password', { 'captcha-key': key, 'captcha-code': 'CE345' })).statusCode).toBe(400);
  });
});
