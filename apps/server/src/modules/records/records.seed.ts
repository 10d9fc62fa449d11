import { leaf, type MenuSeed, NONE, STAFF, STAFF_AND_PRIMARY } from '../../db/seed/menu-kit';

/** The pages of this module in the menu tree (placed by db/seed/menus.ts). */
export const RECORDS_MENUS = {
  attach: leaf(
    'attach',
    '/resource/attach',
    'PaperClipOutlined',
    ['附件', 'Attachments', 'Pièces jointes', 'Вложения', 'Adjuntos', 'Viambatisho'],
    STAFF_AND_PRIMARY,
  ),
  sms: leaf('sms', '/resource/sms', 'MobileOutlined', ['短信', 'SMS', 'SMS', 'SMS', 'SMS', 'SMS'], STAFF),
  log: leaf(
    'log',
    '/monitor/log',
    'ProfileOutlined',
    ['日志', 'Logs', 'Journaux', 'Журналы', 'Registros', 'Kumbukumbu'],
    NONE,
  ),
  registration: leaf(
    'registration',
    '/system/registration',
    'UserAddOutlined',
    ['注册审批', 'Registrations', 'Inscriptions', 'Регистрации', 'Registros', 'Usajili'],
    NONE,
  ).with('approve'),
} satisfies Record<string, MenuSeed>;
