import { leaf, type MenuSeed, NONE } from '../../db/seed/menu-kit';

/** The approval rules page (placed by db/seed/menus.ts under system administration). */
export const WORKFLOW_MENUS = {
  workflow_rule: leaf(
    'workflow_rule',
    '/system/workflow',
    'ApartmentOutlined',
    [
      '审批规则',
      'Approval rules',
      "Règles d'approbation",
      'Правила согласования',
      'Reglas de aprobación',
      'Kanuni za idhini',
    ],
    NONE,
  ),
} satisfies Record<string, MenuSeed>;
