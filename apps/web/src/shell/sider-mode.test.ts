import { afterEach, describe, expect, it, vi } from 'vitest';
import { isFloating, nextCollapsed, throttle } from './sider-mode';

describe('side menu collapse rules', () => {
  it('collapses under 850 px whatever it was', () => {
    expect(nextCollapsed(false, 849, 1200)).toBe(true);
    expect(nextCollapsed(true, 700, 600)).toBe(true);
  });

  it('expands above 950 px only while the window grows', () => {
    expect(nextCollapsed(true, 951, 900)).toBe(false);
    expect(nextCollapsed(true, 1100, 1300)).toBe(true);
    expect(nextCollapsed(true, 950, 900)).toBe(true);
  });

  it('keeps the current state between 850 and 950 px', () => {
    expect(nextCollapsed(true, 900, 800)).toBe(true);
    expect(nextCollapsed(false, 900, 1000)).toBe(false);
  });

  it('floats the menu under 768 px', () => {
    expect(isFloating(767)).toBe(true);
    expect(isFloating(768)).toBe(false);
  });
});

describe('throttle', () => {
  afterEach(() => vi.useRealTimers());

  it('runs the first call at once and the last of a burst when the time is up', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const throttled = throttle(run, 600);
    throttled();
    throttled();
    throttled();
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(599);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(2);
    throttled.cancel();
  });
});
