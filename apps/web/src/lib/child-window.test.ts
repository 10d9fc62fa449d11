import { describe, expect, it, vi } from 'vitest';
import { acceptChildMessage, notifyOpenerAndClose, standaloneUrl } from './child-window';
import { isMac } from './platform';

describe('child windows', () => {
  it('builds hash URLs of standalone pages with their query', () => {
    expect(standaloneUrl('pdf', { pdfUrl: '/a b.pdf' })).toMatch(/#\/standalone\/pdf\?pdfUrl=%2Fa\+b\.pdf$/);
  });

  it('accepts same-origin child messages and ignores others with a console error', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const data = { source: 'smdp-child', type: 'saved', payload: 1 };
    expect(acceptChildMessage(new MessageEvent('message', { data, origin: location.origin }))).toEqual(data);
    expect(acceptChildMessage(new MessageEvent('message', { data: 'x', origin: location.origin }))).toBeNull();
    expect(acceptChildMessage(new MessageEvent('message', { data, origin: 'https://evil.example' }))).toBeNull();
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });

  it('posts to the opener on its own origin, then closes', () => {
    const postMessage = vi.fn();
    const close = vi.fn();
    const win = { opener: { postMessage }, location: { origin: 'http://app' }, close } as unknown as Window;
    notifyOpenerAndClose('saved', { id: '1' }, win);
    expect(postMessage).toHaveBeenCalledWith(
      { source: 'smdp-child', type: 'saved', payload: { id: '1' } },
      'http://app',
    );
    expect(close).toHaveBeenCalled();
  });
});

describe('isMac', () => {
  const nav = (platform: string, userAgent = '') => ({ platform, userAgent }) as Navigator;
  it('reads the platform, then the user agent', () => {
    expect(isMac(nav('MacIntel'))).toBe(true);
    expect(isMac(nav('', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)'))).toBe(true);
    expect(isMac(nav('Win32', 'Mozilla/5.0 (Windows NT 10.0)'))).toBe(false);
  });
});
