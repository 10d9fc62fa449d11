import { useEffect, useState } from 'react';
import { settings } from '../lib/settings';

const { collapseBelowPx, expandAbovePx, floatBelowPx, resizeThrottleMs } = settings.layout;

/**
 * spec §4: the side menu collapses under 850 px and expands again above 950 px, but only while the
 * window grows: a user who collapsed it on a wide screen keeps it collapsed until the next widening.
 */
export function nextCollapsed(collapsed: boolean, width: number, previousWidth: number): boolean {
  if (width < collapseBelowPx) return true;
  if (width > expandAbovePx && width > previousWidth) return false;
  return collapsed;
}

/** Under 768 px the expanded menu floats over the page instead of pushing it aside (spec §4). */
export const isFloating = (width: number) => width < floatBelowPx;

/** `run` at most once per `ms`: the first call of a burst at once, the last one when the time is up. */
export function throttle(run: () => void, ms: number): (() => void) & { cancel: () => void } {
  let last = 0;
  let trailing: ReturnType<typeof setTimeout> | undefined;
  const throttled = () => {
    const wait = last + ms - Date.now();
    if (wait <= 0) {
      last = Date.now();
      run();
    } else if (trailing === undefined) {
      trailing = setTimeout(() => {
        trailing = undefined;
        last = Date.now();
        run();
      }, wait);
    }
  };
  return Object.assign(throttled, { cancel: () => clearTimeout(trailing) });
}

/** The side menu's state as the window resizes (600 ms throttle), and the toggle of the top bar. */
export function useSiderMode() {
  const [state, setState] = useState(() => ({
    width: window.innerWidth,
    collapsed: window.innerWidth < collapseBelowPx,
  }));
  useEffect(() => {
    const onResize = throttle(
      () =>
        setState(({ width: previous, collapsed }) => {
          const width = window.innerWidth;
          return { width, collapsed: nextCollapsed(collapsed, width, previous) };
        }),
      resizeThrottleMs,
    );
    window.addEventListener('resize', onResize);
    return () => {
      onResize.cancel();
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return {
    collapsed: state.collapsed,
    floating: isFloating(state.width),
    setCollapsed: (collapsed: boolean) => setState((current) => ({ ...current, collapsed })),
  };
}
