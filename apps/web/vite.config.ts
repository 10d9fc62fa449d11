import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';

/**
 * Vendor groups: each changes at its own pace and is cached separately by the browser. antd is left to
 * the bundler, so each lazy page carries only the components it uses.
 */
const vendorChunks: ReadonlyArray<readonly [name: string, test: RegExp]> = [
  ['react', /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/],
  ['i18n', /node_modules[\\/](i18next|react-i18next|i18next-browser-languagedetector)[\\/]/],
  ['query', /node_modules[\\/](@tanstack|zustand)[\\/]/],
];

export default defineConfig({
  base: './',
  // The server's CAPTCHA_MODE switches the sign-in page's captcha too: both read it from the environment.
  envPrefix: ['VITE_', 'CAPTCHA_MODE'],
  plugins: [
    react(),
    VitePWA({
      // The shell asks before activating a new version (spec §4), so nothing registers itself.
      registerType: 'prompt',
      injectRegister: null,
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
        navigateFallbackDenylist: [/^\/api\//],
      },
    }),
  ],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: true } },
  },
  preview: {
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: true } },
  },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: vendorChunks.map(([name, test]) => ({ name: `vendor-${name}`, test })),
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['src/test-setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    onUnhandledError: (error) => !isRenderAfterTeardown(error),
  },
});

/**
 * antd's toasts and confirm dialogs render in React roots of their own, outside testing-library's cleanup;
 * one closing (its 3 s timer, its leave motion) after a test file ended makes React's scheduler read
 * `window.event` when jsdom is already gone. That says nothing about the tests, so only that error is
 * filtered out: any other error, or this one from anywhere but React's scheduler, still fails the run.
 */
function isRenderAfterTeardown(error: { name?: string; message?: string; stack?: string }): boolean {
  return (
    error.name === 'ReferenceError' &&
    error.message === 'window is not defined' &&
    /react-dom[\\/]cjs[\\/]react-dom-client/.test(error.stack ?? '') &&
    /performWorkUntilDeadline/.test(error.stack ?? '')
  );
}
