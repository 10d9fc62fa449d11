import type { PageLoader } from '../../app/pages';

/** Logs, SMS, attachments and guest registration approval (menu paths of the resource, report and system menus). */
export const pages: Record<string, PageLoader> = {
  '/monitor/log': () => import('./pages/LogPage'),
  '/resource/sms': () => import('./pages/SmsPage'),
  '/resource/attach': () => import('./pages/AttachPage'),
  '/system/registration': () => import('./pages/RegistrationPage'),
};
