import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Component tests run beside the server tests on two shared cores: a page's lazily loaded parts (dialogs,
// toasts) can take longer than testing-library's 1 s default to appear, without anything being wrong.
configure({ asyncUtilTimeout: 5000 });

// Vitest has no global afterEach here, so testing-library cannot register its own cleanup: unmount after
// every test, or a page left mounted renders again after its file's window is gone.
afterEach(cleanup);

/** Whether a media query of widths (`(min-width: 768px)`, `(max-width: 575px)`) holds at a window width. */
function widthMatches(query: string, width: number): boolean {
  const min = /min-width:\s*(\d+)px/.exec(query);
  const max = /max-width:\s*(\d+)px/.exec(query);
  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
}

// jsdom has no matchMedia, which antd's breakpoints read: answer for the window's width (jsdom's 1024 px,
// a desktop). A test of the phone layout sets `window.innerWidth` before rendering.
if (typeof window !== 'undefined')
  window.matchMedia = (query: string) =>
    ({
      matches: widthMatches(query, window.innerWidth),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
