/**
 * The kit each module's `<m>.seed.ts` declares its pages with; `menus.ts` assembles them into the
 * menu tree, and `index.ts` seeds it (a menu's id follows its place in the tree: keep the order).
 */
import type { I18nText } from '../columns';

/** Who gets a menu in the demo: administrators get everything. */
export type DemoRole = 'staff' | 'customer_primary' | 'customer_sub';

export type MenuSeed = {
  code: string;
  path: string;
  icon: string;
  name: Required<I18nText>;
  /** 2 keeps the page alive when its tab is hidden (spec §2). */
  isOpen?: 1 | 2;
  roles: DemoRole[];
  children?: MenuSeed[];
  /** Buttons beyond the common ones of BUTTON_ACTIONS, e.g. `user_grant`. */
  extraActions?: ExtraAction[];
  /** The company's master data: customer accounts get its READ_ACTIONS buttons only. */
  companyKept?: true;
  /** Buttons of this page only administrators get (a four-eyes rule for everyone else). */
  adminOnly?: ExtraAction[];
};

export type ButtonAction = {
  action: string;
  kind: 1 | 2 | 3;
  name: Required<I18nText>;
};

export type Names = [zh: string, en: string, fr: string, ru: string, es: string, sw: string];
export const n = ([zh, en, fr, ru, es, sw]: Names) => ({ zh, en, fr, ru, es, sw });

export const ALL: DemoRole[] = ['staff', 'customer_primary', 'customer_sub'];
export const STAFF_AND_PRIMARY: DemoRole[] = ['staff', 'customer_primary'];
export const STAFF: DemoRole[] = ['staff'];
export const NONE: DemoRole[] = [];

/** A page (a menu without children) with the common buttons; `.with(...)` adds buttons of EXTRA_ACTIONS. */
export const leaf = (
  code: string,
  path: string,
  icon: string,
  names: Names,
  roles: DemoRole[],
  isOpen: 1 | 2 = 2,
): MenuSeed & { with: (...actions: ExtraAction[]) => MenuSeed } => {
  const menu: MenuSeed = { code, path, icon, name: n(names), roles, isOpen };
  return { ...menu, with: (...extraActions) => ({ ...menu, extraActions }) };
};

/** Keeps some of a page's buttons for administrators: the other roles ask and someone else approves. */
export const adminOnly = (menu: MenuSeed, ...actions: ExtraAction[]): MenuSeed => ({ ...menu, adminOnly: actions });

/** Marks a page whose data the company keeps and customers only read (the server refuses their writes). */
export const companyKept = (menu: MenuSeed): MenuSeed => ({ ...menu, companyKept: true });

/** Each page's buttons: `<menu code>_<action>`, e.g. `user_add` (api-conventions.md "Menus and buttons"). */
export const BUTTON_ACTIONS: ButtonAction[] = [
  { action: 'add', kind: 1, name: n(['新增', 'Add', 'Ajouter', 'Добавить', 'Añadir', 'Ongeza']) },
  { action: 'edit', kind: 2, name: n(['修改', 'Edit', 'Modifier', 'Изменить', 'Editar', 'Hariri']) },
  { action: 'delete', kind: 3, name: n(['删除', 'Delete', 'Supprimer', 'Удалить', 'Eliminar', 'Futa']) },
  { action: 'view', kind: 2, name: n(['查看', 'View', 'Voir', 'Просмотр', 'Ver', 'Tazama']) },
  { action: 'export', kind: 1, name: n(['导出', 'Export', 'Exporter', 'Экспорт', 'Exportar', 'Hamisha']) },
];

/** Buttons only some pages have. */
const EXTRA_ACTIONS = {
  grant: { kind: 2, name: n(['权限设置', 'Grant', 'Autoriser', 'Права', 'Permisos', 'Ruhusa']) },
  reset: {
    kind: 2,
    name: n(['重置密码', 'Reset password', 'Réinitialiser', 'Сбросить пароль', 'Restablecer', 'Weka upya nenosiri']),
  },
  unlock: { kind: 2, name: n(['解锁', 'Unlock', 'Déverrouiller', 'Разблокировать', 'Desbloquear', 'Fungua']) },
  publish: { kind: 2, name: n(['发布', 'Publish', 'Publier', 'Опубликовать', 'Publicar', 'Chapisha']) },
  withdraw: { kind: 2, name: n(['撤回', 'Withdraw', 'Retirer', 'Отозвать', 'Retirar', 'Ondoa']) },
  approve: { kind: 2, name: n(['审批', 'Approve', 'Approuver', 'Одобрить', 'Aprobar', 'Idhinisha']) },
  setting: { kind: 2, name: n(['设置', 'Settings', 'Paramètres', 'Настройки', 'Ajustes', 'Mipangilio']) },
  direct: {
    kind: 2,
    name: n([
      '直接审批',
      'Direct approval',
      'Approbation directe',
      'Прямое утверждение',
      'Aprobación directa',
      'Idhini ya moja kwa moja',
    ]),
  },
  import: { kind: 1, name: n(['导入', 'Import', 'Importer', 'Импорт', 'Importar', 'Ingiza']) },
  save: { kind: 1, name: n(['保存', 'Save', 'Enregistrer', 'Сохранить', 'Guardar', 'Hifadhi']) },
  submit: { kind: 2, name: n(['提交', 'Submit', 'Soumettre', 'Отправить', 'Enviar', 'Wasilisha']) },
  reject: { kind: 2, name: n(['驳回', 'Reject', 'Rejeter', 'Отклонить', 'Rechazar', 'Kataa']) },
  cancel: { kind: 2, name: n(['取消', 'Cancel', 'Annuler', 'Отменить', 'Cancelar', 'Ghairi']) },
  hold: { kind: 2, name: n(['暂挂', 'Hold', 'Bloquer', 'Задержать', 'Retener', 'Simamisha']) },
  release: { kind: 2, name: n(['放行', 'Release', 'Libérer', 'Освободить', 'Liberar', 'Achilia']) },
  ship: { kind: 2, name: n(['发货', 'Ship', 'Expédier', 'Отгрузить', 'Enviar mercancía', 'Safirisha']) },
  check: {
    kind: 2,
    name: n(['库存核对', 'Check stock', 'Vérifier le stock', 'Проверить остатки', 'Comprobar stock', 'Kagua hisa']),
  },
} as const satisfies Record<string, Omit<ButtonAction, 'action'>>;

export type ExtraAction = keyof typeof EXTRA_ACTIONS;

/** The buttons of one page, common ones first. */
export function buttonsOf(menu: MenuSeed): ButtonAction[] {
  return [...BUTTON_ACTIONS, ...(menu.extraActions ?? []).map((action) => ({ action, ...EXTRA_ACTIONS[action] }))];
}

/** A sub-account may look but not change what the primary account manages. */
export const SUB_ACCOUNT_ACTIONS = new Set(['view', 'add', 'export']);

/** What customer accounts may do on a page the company keeps. */
export const READ_ACTIONS = new Set(['view', 'export']);

/** Buttons only the administrator role gets (it gets every button): whole-tenant checks such as the stock drift check. */
export const ADMIN_ONLY_ACTIONS = new Set(['check']);

/** The roles that get one button of a page. */
export function rolesOfButton(menu: MenuSeed, action: string): DemoRole[] {
  if (ADMIN_ONLY_ACTIONS.has(action) || menu.adminOnly?.includes(action as ExtraAction)) return [];
  return menu.roles.filter((role) => {
    if (menu.companyKept && role !== 'staff') return READ_ACTIONS.has(action);
    return role !== 'customer_sub' || SUB_ACCOUNT_ACTIONS.has(action);
  });
}
