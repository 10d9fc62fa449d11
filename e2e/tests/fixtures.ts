import { test as base } from '@playwright/test';

export * from '@playwright/test';

/**
 * The tests' `test`: a context a test opens for a second person is closed when the test ends. Playwright
 * closes only its own `context`; the others stayed open, polling the server for the rest of the run.
 */
export const test = base.extend<{ closeOpenedContexts: undefined }>({
  closeOpenedContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use(undefined);
      await Promise.all(
        browser
          .contexts()
          .filter((context) => !before.has(context))
          .map((context) => context.close()),
      );
    },
    { auto: true },
  ],
});
