import type { ReactNode } from 'react';

type Level = 'error' | 'warning' | 'success' | 'info';

/**
 * A toast from code that runs before any page has loaded antd's message (the http client, sign-in):
 * message is fetched on the first toast, so the sign-in page does not download it up front.
 * The same `key` replaces an open toast instead of stacking a second one.
 */
export function notify(type: Level, content: ReactNode, key?: string): Promise<void> {
  return import('antd/es/message').then(({ default: message }) => {
    void message.open({ type, content, ...(key ? { key } : {}) });
  });
}
