import type { ClientLogEntry } from '@smdp/contracts/auth';

const MAX_ENTRIES = 100;
const entries: ClientLogEntry[] = [];

/** spec §8: client errors are collected and handed to the server with the logout call. */
export function recordClientError(type: string, error: unknown, info = '') {
  const err = error instanceof Error ? error : new Error(String(error));
  entries.push({
    url: location.href.slice(0, 2000),
    time: new Date().toISOString(),
    type,
    message: err.message.slice(0, 4000),
    stack: (err.stack ?? '').slice(0, 20000),
    info: info.slice(0, 4000),
  });
  if (entries.length > MAX_ENTRIES) entries.shift();
}

export function takeClientErrors(): ClientLogEntry[] {
  return entries.splice(0, entries.length);
}

export function collectClientErrors() {
  window.addEventListener('error', (event) => recordClientError('error', event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => recordClientError('unhandledrejection', event.reason));
}
