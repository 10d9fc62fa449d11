import { randomInt } from 'node:crypto';
import { PNG } from 'pngjs';

/** 5x7 glyphs of the digits: a captcha needs no font files and no native image library. */
const GLYPHS: Record<string, string[]> = {
  '0': ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11111', '00010', '00100', '00010', '00001', '10001', '01110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
};

export const CAPTCHA_ALPHABET = Object.keys(GLYPHS).join('');
const WIDTH = 130;
const HEIGHT = 48;
const SCALE = 4;

type Rgb = [number, number, number];

export function randomCaptchaCode(length = 5): string {
  return Array.from({ length }, () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]).join('');
}

/** Draws the code with jittered, coloured glyphs over noise lines and dots; returns PNG bytes. */
export function renderCaptcha(code: string): Buffer {
  const png = new PNG({ width: WIDTH, height: HEIGHT });
  fill(png, [245, 247, 250]);
  for (let i = 0; i < 6; i++) drawLine(png, randomColor(150, 220));
  const step = Math.floor((WIDTH - 10) / code.length);
  [...code].forEach((char, index) => {
    const glyph = GLYPHS[char];
    if (!glyph) throw new Error(`no captcha glyph for ${char}`);
    const left = 6 + index * step + randomInt(-2, 3);
    const top = 6 + randomInt(0, HEIGHT - 7 * SCALE - 10);
    const slant = randomInt(-2, 3) / 10;
    drawGlyph(png, glyph, left, top, slant, randomColor(20, 110));
  });
  for (let i = 0; i < 120; i++) setPixel(png, randomInt(WIDTH), randomInt(HEIGHT), randomColor(90, 200));
  return PNG.sync.write(png);
}

function drawGlyph(png: PNG, glyph: string[], left: number, top: number, slant: number, color: Rgb) {
  glyph.forEach((row, y) => {
    [...row].forEach((bit, x) => {
      if (bit !== '1') return;
      for (let dy = 0; dy < SCALE; dy++) {
        for (let dx = 0; dx < SCALE; dx++) {
          const py = top + y * SCALE + dy;
          const px = left + x * SCALE + dx + Math.round((7 * SCALE - (py - top)) * slant);
          setPixel(png, px, py, color);
        }
      }
    });
  });
}

function drawLine(png: PNG, color: Rgb) {
  const [x0, y0, x1, y1] = [randomInt(WIDTH), randomInt(HEIGHT), randomInt(WIDTH), randomInt(HEIGHT)];
  const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0), 1);
  for (let i = 0; i <= steps; i++) {
    setPixel(png, Math.round(x0 + ((x1 - x0) * i) / steps), Math.round(y0 + ((y1 - y0) * i) / steps), color);
  }
}

function fill(png: PNG, color: Rgb) {
  for (let y = 0; y < HEIGHT; y++) for (let x = 0; x < WIDTH; x++) setPixel(png, x, y, color);
}

function setPixel(png: PNG, x: number, y: number, [r, g, b]: Rgb) {
  if (x < 0 || y < 0 || x >= WIDTH || y >= HEIGHT) return;
  const offset = (y * WIDTH + x) * 4;
  png.data[offset] = r;
  png.data[offset + 1] = g;
  png.data[offset + 2] = b;
  png.data[offset + 3] = 255;
}

function randomColor(min: number, max: number): Rgb {
  return [randomInt(min, max), randomInt(min, max), randomInt(min, max)];
}
