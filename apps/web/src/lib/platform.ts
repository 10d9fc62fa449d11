type NavigatorWithHints = Navigator & { userAgentData?: { platform?: string } };

/** spec §2: macOS gets its own sign-in and lock pages. */
export function isMac(nav: NavigatorWithHints = navigator): boolean {
  const platform = nav.userAgentData?.platform || nav.platform || '';
  return /mac/i.test(platform) || /Macintosh|Mac OS X/.test(nav.userAgent);
}
