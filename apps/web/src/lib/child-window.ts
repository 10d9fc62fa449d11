import { useEffect, useRef } from 'react';

/** What a standalone child window tells the window that opened it. */
export type ChildMessage = { source: 'smdp-child'; type: string; payload?: unknown };

const isChildMessage = (data: unknown): data is ChildMessage =>
  typeof data === 'object' && data !== null && (data as ChildMessage).source === 'smdp-child';

/** The hash URL of a /standalone child page of this app, with its query (spec §2). */
export function standaloneUrl(child: string, query: Record<string, string> = {}): string {
  const search = new URLSearchParams(query).toString();
  const base = `${location.origin}${location.pathname}${location.search}`;
  return `${base}#/standalone/${child}${search ? `?${search}` : ''}`;
}

export const openStandalone = (child: string, query?: Record<string, string>) =>
  window.open(standaloneUrl(child, query), '_blank');

/** spec §2: PDF attachments open in a new window on the pdf page. */
export const openPdf = (pdfUrl: string) => openStandalone('pdf', { pdfUrl });

/** Tells the opener (same origin only) and closes this child window. */
export function notifyOpenerAndClose(type: string, payload?: unknown, win: Window = window) {
  const message: ChildMessage = { source: 'smdp-child', type, payload };
  win.opener?.postMessage(message, win.location.origin);
  win.close();
}

/**
 * Handles the messages child windows send. spec §8: a message from another origin is ignored
 * with a console error.
 */
export function acceptChildMessage(event: MessageEvent, origin = location.origin): ChildMessage | null {
  if (event.origin !== origin) {
    console.error(`Ignored a window message from another origin: ${event.origin}`);
    return null;
  }
  return isChildMessage(event.data) ? event.data : null;
}

export function useChildMessages(onMessage: (message: ChildMessage) => void) {
  const handler = useRef(onMessage);
  handler.current = onMessage;
  useEffect(() => {
    const listener = (event: MessageEvent) => {
      const message = acceptChildMessage(event);
      if (message) handler.current(message);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, []);
}
