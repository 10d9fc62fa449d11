import { randomInt } from 'node:crypto';
import { PNG } from 'pngjs';

/**
 * 5x7 glyphs: a captcha needs no font files and no native image library. Letters and digits, without
 * the pairs people confuse once distorted (0/O/Q/D, 1/I/L, 8/B, 5/S, 2/Z keep only one of each).
 */
export const GLYPHS: Readonly<Record<string, readonly string[]>> = {
  A: ['01110', '10001', '10001', '11111', '10001', '10001', '10001'],
  C: ['01110', '10001', '10000', '10000', '10000', '10001', '01110'],
  E: ['11111', '10000', '10000', '11110', '10000', '10000', '11111'],
  F: ['11111', '10000', '10000', '11110', '10000', '10000', '10000'],
  G: ['01110', '10001', '10000', '10111', '10001', '10001', '01111'],
  H: ['10001', '10001', '10001', '11111', '10001', '10001', '10001'],
  J: ['00111', '00010', '00010', '00010', '00010', '10010', '01100'],
  K: ['10001', '10010', '10100', '11000', '10100', '10010', '10001'],
  M: ['10001', '11011', '10101', '10101', '10001', '10001', '10001'],
  N: ['10001', '10001', '11001', '10101', '10011', '10001', '10001'],
  P: ['11110', '10001', '10001', '11110', '10000', '10000', '10000'],
  R: ['11110', '10001', '10001', '11110', '10100', '10010', '10001'],
  T: ['11111', '00100', '00100', '00100', '00100', '00100', '00100'],
  U: ['10001', '10001', '10001', '10001', '10001', '10001', '01110'],
  V: ['10001', '10001', '10001', '10001', '10001', '01010', '00100'],
  W: ['10001', '10001', '10001', '10101', '10101', '10101', '01010'],
  X: ['10001', '10001', '01010', '00100', '01010', '10001', '10001'],
  Y: ['10001', '10001', '01010', '00100', '00100', '00100', '00100'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11111', '00010', '00100', '00010', '00001', '10001', '01110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
};

export const CAPTCHA_ALPHABET = Object.keys(GLYPHS).join('');
export const CAPTCHA_LENGTH = 5;
const WIDTH = 130;
const HEIGHT = 48;

type Rgb = [number, number, number];

export function randomCaptchaCode(length = CAPTCHA_LENGTH): string {
  return Array.from({ length }, () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]).join('');
}

/** Answers are compared without regard to case or surrounding spaces. */
export const normalizeCaptchaAnswer = (answer: string) => answer.trim().toUpperCase();

type PlacedGlyph = { bits: readonly string[]; cx: number; cy: number; scale: number; cos: number; sin: number };

/**
 * Draws the code the way captcha libraries defeat simple readers: glyphs of varied size and angle
 * that overlap their neighbours, the whole image bent by a random wave, curves in the text's own
 * colour running through every character (no clean column gaps to cut at), and speckle noise.
 */
export function renderCaptcha(code: string): Buffer {
  const png = new PNG({ width: WIDTH, height: HEIGHT });
  const ink = randomColor(20, 90);
  const glyphs = placeGlyphs(code);
  const wave = {
    amplitudeY: randomFloat(2.5, 4.5),
    periodY: randomFloat(35, 70),
    phaseY: randomFloat(0, Math.PI * 2),
    amplitudeX: randomFloat(0.5, 1.2),
    periodX: randomFloat(30, 45),
    phaseX: randomFloat(0, Math.PI * 2),
  };
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const sx = x + wave.amplitudeX * Math.sin((2 * Math.PI * y) / wave.periodX + wave.phaseX);
      const sy = y + wave.amplitudeY * Math.sin((2 * Math.PI * x) / wave.periodY + wave.phaseY);
      const covered = glyphs.some((glyph) => covers(glyph, sx, sy));
      setPixel(png, x, y, covered ? jitter(ink, 25) : randomColor(225, 250));
    }
  }
  for (let i = 0; i < 2; i++) drawCurve(png, jitter(ink, 20), 2);
  for (let i = 0; i < 200; i++) setPixel(png, randomInt(WIDTH), randomInt(HEIGHT), jitter(ink, 40));
  for (let i = 0; i < 200; i++) setPixel(png, randomInt(WIDTH), randomInt(HEIGHT), randomColor(200, 255));
  return PNG.sync.write(png);
}

function placeGlyphs(code: string): PlacedGlyph[] {
  // Glyphs are 22 to 27 px wide and placed 22 px apart: neighbours touch or overlap.
  const step = (WIDTH - 20) / code.length;
  return [...code].map((char, index) => {
    const bits = GLYPHS[char];
    if (!bits) throw new Error(`no captcha glyph for ${char}`);
    const angle = randomFloat(-0.3, 0.3);
    return {
      bits,
      cx: 12 + step * (index + 0.5) + randomFloat(-3, 3),
      cy: HEIGHT / 2 + randomFloat(-3, 3),
      scale: randomFloat(4.4, 5.4),
      cos: Math.cos(angle),
      sin: Math.sin(angle),
    };
  });
}

/** Whether a point of the image falls on a set bit of the rotated, scaled glyph. */
function covers(glyph: PlacedGlyph, x: number, y: number): boolean {
  const dx = x - glyph.cx;
  const dy = y - glyph.cy;
  const u = (dx * glyph.cos + dy * glyph.sin) / glyph.scale + 2.5;
  const v = (-dx * glyph.sin + dy * glyph.cos) / glyph.scale + 3.5;
  if (u < 0 || v < 0 || u >= 5 || v >= 7) return false;
  return glyph.bits[Math.floor(v)]?.[Math.floor(u)] === '1';
}

/** A wavy stroke across the whole width, through the characters. */
function drawCurve(png: PNG, color: Rgb, thickness: number) {
  const base = randomFloat(14, HEIGHT - 14);
  const amplitude = randomFloat(5, 12);
  const period = randomFloat(50, 120);
  const phase = randomFloat(0, Math.PI * 2);
  for (let x = 0; x < WIDTH; x++) {
    const y = Math.round(base + amplitude * Math.sin((2 * Math.PI * x) / period + phase));
    for (let t = 0; t < thickness; t++) setPixel(png, x, y + t, color);
  }
}

function setPixel(png: PNG, x: number, y: number, [r, g, b]: Rgb) {
  if (x < 0 || y < 0 || x >= WIDTH || y >= HEIGHT) return;
  const offset = (y * WIDTH + x) * 4;
  png.data[offset] = r;
  png.data[offset + 1] = g;
  png.data[offset + 2] = b;
  png.data[offset + 3] = 255;
}

function randomFloat(min: number, max: number): number {
  return min + (randomInt(1_000_000) / 1_000_000) * (max - min);
}

function randomColor(min: number, max: number): Rgb {
  return [randomInt(min, max), randomInt(min, max), randomInt(min, max)];
}

function jitter([r, g, b]: Rgb, by: number): Rgb {
  const shift = () => randomInt(-by, by + 1);
  const clamp = (value: number) => Math.max(0, Math.min(255, value));
  return [clamp(r + shift()), clamp(g + shift()), clamp(b + shift())];
}
