import type { PageLoader } from '../../app/pages';

export const pages: Record<string, PageLoader> = {
  '/resource/feedback': () => import('./pages/FeedbackPage'),
};
