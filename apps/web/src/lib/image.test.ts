import { describe, expect, it } from 'vitest';
import { ACCEPT_IMAGES, isAcceptedImage } from './image';

describe('isAcceptedImage', () => {
  it('accepts png, jpeg, jpg and bmp only (spec §5)', () => {
    expect(isAcceptedImage({ name: 'me.PNG', type: 'image/png' })).toBe(true);
    expect(isAcceptedImage({ name: 'me.jpeg', type: 'image/jpeg' })).toBe(true);
    expect(isAcceptedImage({ name: 'me.jpg', type: 'image/jpeg' })).toBe(true);
    expect(isAcceptedImage({ name: 'me.bmp', type: 'image/bmp' })).toBe(true);
    expect(isAcceptedImage({ name: 'me.gif', type: 'image/gif' })).toBe(false);
    expect(isAcceptedImage({ name: 'me.svg', type: 'image/svg+xml' })).toBe(false);
    expect(isAcceptedImage({ name: 'me.png', type: 'text/html' })).toBe(false);
    expect(ACCEPT_IMAGES).toBe('.png,.jpeg,.jpg,.bmp');
  });
});
