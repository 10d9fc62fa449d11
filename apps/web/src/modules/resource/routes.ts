import type { PageLoader } from '../../app/pages';

export const pages: Record<string, PageLoader> = {
  '/resource/notice': () => import('./pages/NoticePage'),
  '/system/message-rule': () => import('./pages/MessageRulePage'),
};
