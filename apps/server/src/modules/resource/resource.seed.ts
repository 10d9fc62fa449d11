import { ALL, companyKept, leaf, type MenuSeed, NONE } from '../../db/seed/menu-kit';

/** The pages of this module in the menu tree (placed by db/seed/menus.ts). */
export const RESOURCE_MENUS = {
  message: leaf(
    'message',
    '/resource/message',
    'MailOutlined',
    ['我的消息', 'My messages', 'Mes messages', 'Мои сообщения', 'Mis mensajes', 'Ujumbe wangu'],
    ALL,
    1,
  ),
  /** Staff write, publish and withdraw notices; customers' accounts read them (view, export). */
  notice: companyKept(
    leaf(
      'notice',
      '/resource/notice',
      'NotificationOutlined',
      ['通知公告', 'Notices', 'Avis', 'Объявления', 'Avisos', 'Matangazo'],
      ALL,
    ).with('publish', 'withdraw'),
  ),
  message_rule: leaf(
    'message_rule',
    '/system/message-rule',
    'NotificationOutlined',
    ['消息规则', 'Message rules', 'Règles de messages', 'Правила сообщений', 'Reglas de mensajes', 'Kanuni za ujumbe'],
    NONE,
  ),
} satisfies Record<string, MenuSeed>;
