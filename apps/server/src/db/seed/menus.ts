import type { I18nText } from '../schema';

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
};

export type ButtonAction = {
  action: string;
  kind: 1 | 2 | 3;
  name: Required<I18nText>;
};

type Names = [zh: string, en: string, fr: string, ru: string, es: string, sw: string];
const n = ([zh, en, fr, ru, es, sw]: Names) => ({ zh, en, fr, ru, es, sw });

const ALL: DemoRole[] = ['staff', 'customer_primary', 'customer_sub'];
const STAFF_AND_PRIMARY: DemoRole[] = ['staff', 'customer_primary'];
const STAFF: DemoRole[] = ['staff'];
const NONE: DemoRole[] = [];

const leaf = (
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

/** Marks a page whose data the company keeps and customers only read (the server refuses their writes). */
const companyKept = (menu: MenuSeed): MenuSeed => ({ ...menu, companyKept: true });

/** One menu per functional area of spec §1, grouped the way distributors and staff work. */
export const MENU_TREE: MenuSeed[] = [
  {
    code: 'workbench',
    path: '/workbench',
    icon: 'DashboardOutlined',
    roles: ALL,
    name: n(['工作台', 'Workbench', 'Espace de travail', 'Рабочий стол', 'Escritorio', 'Dawati']),
    children: [
      leaf(
        'dashboard',
        '/dashboard/index',
        'AreaChartOutlined',
        ['仪表盘', 'Dashboard', 'Tableau de bord', 'Панель', 'Panel', 'Dashibodi'],
        ALL,
      ),
      leaf(
        'todo',
        '/todo/index',
        'CheckSquareOutlined',
        ['待办事项', 'To-do', 'À faire', 'Задачи', 'Pendientes', 'Ya kufanya'],
        ALL,
      ),
    ],
  },
  {
    code: 'sales',
    path: '/sales',
    icon: 'ShoppingCartOutlined',
    roles: ALL,
    name: n(['订单管理', 'Orders', 'Commandes', 'Заказы', 'Pedidos', 'Oda']),
    children: [
      leaf(
        'order',
        '/sales/order',
        'UnorderedListOutlined',
        ['订单查询', 'Order search', 'Recherche de commandes', 'Поиск заказов', 'Búsqueda de pedidos', 'Tafuta oda'],
        ALL,
      ),
      leaf(
        'order_new',
        '/sales/order/new',
        'PlusSquareOutlined',
        ['新建订单', 'New order', 'Nouvelle commande', 'Новый заказ', 'Nuevo pedido', 'Oda mpya'],
        ALL,
      ),
      leaf(
        'order_return',
        '/sales/order/return',
        'RollbackOutlined',
        ['退货', 'Returns', 'Retours', 'Возвраты', 'Devoluciones', 'Marejesho'],
        ALL,
      ),
      leaf(
        'purchase',
        '/sales/purchase',
        'ShoppingOutlined',
        ['采购', 'Purchase', 'Achats', 'Закупки', 'Compras', 'Ununuzi'],
        STAFF_AND_PRIMARY,
      ),
      leaf(
        'pickup',
        '/sales/pickup',
        'CarOutlined',
        ['自提', 'Pick-up', 'Retrait', 'Самовывоз', 'Recogida', 'Uchukuaji'],
        ALL,
      ),
    ],
  },
  {
    code: 'stock',
    path: '/stock',
    icon: 'DatabaseOutlined',
    roles: ALL,
    name: n(['库存管理', 'Stock', 'Stocks', 'Склад', 'Inventario', 'Hisa']),
    children: [
      leaf(
        'warehouse',
        '/stock/warehouse',
        'HomeOutlined',
        ['仓库', 'Warehouses', 'Entrepôts', 'Склады', 'Almacenes', 'Maghala'],
        STAFF_AND_PRIMARY,
      ),
      leaf(
        'inbound',
        '/stock/inbound',
        'ImportOutlined',
        ['入库单', 'Inbound', 'Entrées', 'Приход', 'Entradas', 'Zinazoingia'],
        ALL,
      ),
      leaf(
        'outbound',
        '/stock/outbound',
        'ExportOutlined',
        ['出库单', 'Outbound', 'Sorties', 'Расход', 'Salidas', 'Zinazotoka'],
        ALL,
      ),
      leaf(
        'stock_check',
        '/stock/check',
        'AuditOutlined',
        ['库存盘点', 'Stock checks', 'Inventaires', 'Инвентаризация', 'Recuentos', 'Ukaguzi wa hisa'],
        ALL,
      ),
      leaf(
        'stock_task',
        '/stock/task',
        'ScheduleOutlined',
        [
          '盘点任务',
          'Check tasks',
          "Tâches d'inventaire",
          'Задания инвентаризации',
          'Tareas de recuento',
          'Kazi za ukaguzi',
        ],
        ALL,
      ),
      leaf(
        'stock_report',
        '/stock/report',
        'BarChartOutlined',
        [
          '库存报表',
          'Stock reports',
          'Rapports de stock',
          'Складские отчёты',
          'Informes de inventario',
          'Ripoti za hisa',
        ],
        ALL,
      ),
    ],
  },
  {
    code: 'finance',
    path: '/finance',
    icon: 'AccountBookOutlined',
    roles: STAFF_AND_PRIMARY,
    name: n(['财务管理', 'Finance', 'Finances', 'Финансы', 'Finanzas', 'Fedha']),
    children: [
      leaf(
        'customer_receipt',
        '/finance/customer-receipt',
        'TransactionOutlined',
        ['收款', 'Receipts', 'Encaissements', 'Поступления', 'Cobros', 'Stakabadhi'],
        STAFF_AND_PRIMARY,
      ),
      leaf(
        'account_balance',
        '/finance/account-balance',
        'WalletOutlined',
        ['账户余额', 'Account balance', 'Solde du compte', 'Баланс счёта', 'Saldo de cuenta', 'Salio la akaunti'],
        STAFF_AND_PRIMARY,
      ),
      leaf(
        'credit',
        '/finance/credit',
        'CreditCardOutlined',
        ['信用额度查询', 'Credit', 'Crédit', 'Кредит', 'Crédito', 'Mkopo'],
        STAFF_AND_PRIMARY,
      ),
      leaf(
        'sub_cust_credit',
        '/finance/sub-cust-credit',
        'SafetyOutlined',
        [
          '下级客户信用',
          'Sub-customer credit',
          'Crédit des sous-clients',
          'Кредит субклиентов',
          'Crédito de subclientes',
          'Mkopo wa wateja wadogo',
        ],
        STAFF_AND_PRIMARY,
      ),
      leaf(
        'reconciliation',
        '/finance/reconciliation',
        'FileDoneOutlined',
        ['对账', 'Reconciliation', 'Rapprochement', 'Сверка', 'Conciliación', 'Ulinganisho'],
        STAFF_AND_PRIMARY,
      ),
      leaf(
        'statement',
        '/finance/statement',
        'FileTextOutlined',
        ['结算单', 'Statements', 'Relevés', 'Выписки', 'Extractos', 'Taarifa za akaunti'],
        STAFF_AND_PRIMARY,
      ),
      leaf(
        'rebate',
        '/finance/rebate',
        'GiftOutlined',
        ['返利', 'Rebate', 'Remises', 'Бонусы', 'Reembolsos', 'Punguzo'],
        STAFF_AND_PRIMARY,
      ),
    ],
  },
  {
    code: 'customer',
    path: '/customer',
    icon: 'TeamOutlined',
    roles: ALL,
    name: n(['客户管理', 'Customers', 'Clients', 'Клиенты', 'Clientes', 'Wateja']),
    children: [
      leaf(
        'customer_list',
        '/customer/list',
        'SolutionOutlined',
        ['客户列表', 'Customer list', 'Liste des clients', 'Список клиентов', 'Lista de clientes', 'Orodha ya wateja'],
        STAFF,
      ).with('approve'),
      leaf(
        'sub_customer',
        '/customer/sub-customer',
        'ApartmentOutlined',
        ['下级客户', 'Sub-customers', 'Sous-clients', 'Субклиенты', 'Subclientes', 'Wateja wadogo'],
        ALL,
      ).with('approve'),
      leaf(
        'closure_request',
        '/customer/sub-customer/closeRequest',
        'AuditOutlined',
        [
          '闭店申请',
          'Store closure requests',
          'Demandes de fermeture',
          'Заявки на закрытие',
          'Solicitudes de cierre',
          'Maombi ya kufunga duka',
        ],
        STAFF_AND_PRIMARY,
      ).with('approve'),
      leaf(
        'store',
        '/store/shop',
        'ShopOutlined',
        ['门店', 'Stores', 'Magasins', 'Магазины', 'Tiendas', 'Maduka'],
        ALL,
      ),
      leaf(
        'customer_account',
        '/customer/account',
        'IdcardOutlined',
        [
          '客户账号',
          'Customer accounts',
          'Comptes clients',
          'Учётные записи клиентов',
          'Cuentas de clientes',
          'Akaunti za wateja',
        ],
        STAFF_AND_PRIMARY,
      ),
      leaf(
        'address',
        '/customer/address',
        'EnvironmentOutlined',
        ['地址', 'Addresses', 'Adresses', 'Адреса', 'Direcciones', 'Anwani'],
        ALL,
      ),
      leaf(
        'customer_goods',
        '/customer/goods',
        'AppstoreOutlined',
        ['客户商品', 'Customer goods', 'Articles client', 'Товары клиента', 'Artículos del cliente', 'Bidhaa za mteja'],
        ALL,
      ),
    ],
  },
  {
    code: 'goods',
    path: '/goods',
    icon: 'TagsOutlined',
    roles: STAFF_AND_PRIMARY,
    name: n(['商品管理', 'Goods', 'Articles', 'Товары', 'Artículos', 'Bidhaa']),
    children: [
      companyKept(
        leaf(
          'goods_list',
          '/goods/list',
          'BarsOutlined',
          ['商品列表', 'Goods list', 'Liste des articles', 'Список товаров', 'Lista de artículos', 'Orodha ya bidhaa'],
          STAFF_AND_PRIMARY,
        ),
      ),
      companyKept(
        leaf(
          'product_level',
          '/goods/level',
          'ClusterOutlined',
          [
            '产品层级',
            'Product levels',
            'Niveaux de produits',
            'Уровни продуктов',
            'Niveles de producto',
            'Ngazi za bidhaa',
          ],
          STAFF_AND_PRIMARY,
        ),
      ),
      leaf(
        'price_list',
        '/goods/price',
        'DollarOutlined',
        ['价格表', 'Price lists', 'Listes de prix', 'Прайс-листы', 'Listas de precios', 'Orodha za bei'],
        STAFF_AND_PRIMARY,
      ),
      leaf(
        'customer_level',
        '/goods/customer-level',
        'SolutionOutlined',
        ['客户等级', 'Customer levels', 'Niveaux clients', 'Уровни клиентов', 'Niveles de cliente', 'Ngazi za wateja'],
        STAFF_AND_PRIMARY,
      ),
    ],
  },
  {
    code: 'field',
    path: '/field',
    icon: 'CompassOutlined',
    roles: STAFF_AND_PRIMARY,
    name: n(['外勤管理', 'Field sales', 'Ventes terrain', 'Полевые продажи', 'Ventas de campo', 'Mauzo ya nje']),
    children: [
      leaf(
        'route_visit',
        '/sales/shopVist/routeMgr',
        'NodeIndexOutlined',
        ['线路拜访', 'Route visits', 'Visites de tournée', 'Визиты по маршруту', 'Visitas de ruta', 'Ziara za njia'],
        STAFF_AND_PRIMARY,
      ),
      leaf(
        'vehicle',
        '/field/vehicle',
        'CarOutlined',
        ['车辆', 'Vehicles', 'Véhicules', 'Транспорт', 'Vehículos', 'Magari'],
        STAFF_AND_PRIMARY,
      ),
    ],
  },
  {
    code: 'collab',
    path: '/collab',
    icon: 'MessageOutlined',
    roles: ALL,
    name: n(['协同办公', 'Collaboration', 'Collaboration', 'Совместная работа', 'Colaboración', 'Ushirikiano']),
    children: [
      leaf(
        'notice',
        '/resource/notice',
        'NotificationOutlined',
        ['通知公告', 'Notices', 'Avis', 'Объявления', 'Avisos', 'Matangazo'],
        ALL,
      ),
      leaf(
        'message',
        '/resource/message',
        'MailOutlined',
        ['我的消息', 'My messages', 'Mes messages', 'Мои сообщения', 'Mis mensajes', 'Ujumbe wangu'],
        ALL,
        1,
      ),
      leaf(
        'feedback',
        '/resource/feedback',
        'CommentOutlined',
        ['意见反馈', 'Feedback', 'Retours', 'Обратная связь', 'Comentarios', 'Maoni'],
        ALL,
      ),
      leaf(
        'workflow',
        '/work/task',
        'BranchesOutlined',
        [
          '流程任务',
          'Workflow tasks',
          'Tâches de workflow',
          'Задачи процессов',
          'Tareas de flujo',
          'Kazi za mtiririko',
        ],
        ALL,
      ),
      leaf(
        'attach',
        '/resource/attach',
        'PaperClipOutlined',
        ['附件', 'Attachments', 'Pièces jointes', 'Вложения', 'Adjuntos', 'Viambatisho'],
        STAFF_AND_PRIMARY,
      ),
      leaf(
        'download',
        '/resource/download',
        'DownloadOutlined',
        ['下载中心', 'Downloads', 'Téléchargements', 'Загрузки', 'Descargas', 'Vipakuliwa'],
        ALL,
      ),
      leaf('sms', '/resource/sms', 'MobileOutlined', ['短信', 'SMS', 'SMS', 'SMS', 'SMS', 'SMS'], STAFF),
    ],
  },
  {
    code: 'report',
    path: '/report',
    icon: 'PieChartOutlined',
    roles: STAFF_AND_PRIMARY,
    name: n([
      '报表与运维',
      'Reports and jobs',
      'Rapports et tâches',
      'Отчёты и задания',
      'Informes y trabajos',
      'Ripoti na kazi',
    ]),
    children: [
      leaf(
        'report_center',
        '/report/index',
        'FundOutlined',
        ['报表中心', 'Reports', 'Rapports', 'Отчёты', 'Informes', 'Ripoti'],
        STAFF_AND_PRIMARY,
      ),
      leaf(
        'job',
        '/monitor/job',
        'FieldTimeOutlined',
        ['任务调度', 'Jobs', 'Tâches planifiées', 'Задания', 'Trabajos', 'Kazi zilizopangwa'],
        STAFF,
      ),
      leaf(
        'log',
        '/monitor/log',
        'ProfileOutlined',
        ['日志', 'Logs', 'Journaux', 'Журналы', 'Registros', 'Kumbukumbu'],
        NONE,
      ),
    ],
  },
  {
    code: 'system',
    path: '/system',
    icon: 'SettingOutlined',
    roles: NONE,
    name: n(['系统管理', 'System', 'Système', 'Система', 'Sistema', 'Mfumo']),
    children: [
      leaf(
        'user',
        '/system/user',
        'UserOutlined',
        ['用户管理', 'Users', 'Utilisateurs', 'Пользователи', 'Usuarios', 'Watumiaji'],
        NONE,
      ).with('grant', 'reset', 'unlock'),
      leaf(
        'role',
        '/system/role',
        'SolutionOutlined',
        ['角色管理', 'Roles', 'Rôles', 'Роли', 'Roles', 'Majukumu'],
        NONE,
      ).with('grant'),
      leaf(
        'dept',
        '/system/dept',
        'PartitionOutlined',
        ['部门管理', 'Departments', 'Départements', 'Отделы', 'Departamentos', 'Idara'],
        NONE,
      ),
      leaf(
        'region',
        '/system/region',
        'GlobalOutlined',
        ['区域管理', 'Regions', 'Régions', 'Регионы', 'Regiones', 'Mikoa'],
        NONE,
      ),
      leaf(
        'post',
        '/system/post',
        'ContactsOutlined',
        ['岗位管理', 'Posts', 'Postes', 'Должности', 'Puestos', 'Nyadhifa'],
        NONE,
      ),
      leaf('menu', '/system/menu', 'MenuOutlined', ['菜单管理', 'Menus', 'Menus', 'Меню', 'Menús', 'Menyu'], NONE),
      leaf(
        'dict',
        '/system/dict',
        'BookOutlined',
        ['字典管理', 'Dictionaries', 'Dictionnaires', 'Справочники', 'Diccionarios', 'Kamusi'],
        NONE,
      ),
      leaf(
        'tenant',
        '/system/tenant',
        'BankOutlined',
        ['租户管理', 'Tenants', 'Locataires', 'Арендаторы', 'Inquilinos', 'Wapangaji'],
        NONE,
      ).with('setting'),
      leaf(
        'package',
        '/system/tenant-package',
        'AppstoreAddOutlined',
        [
          '租户套餐',
          'Tenant packages',
          'Forfaits locataires',
          'Пакеты арендаторов',
          'Paquetes de inquilinos',
          'Vifurushi vya wapangaji',
        ],
        NONE,
      ),
      leaf(
        'version',
        '/system/version',
        'CloudUploadOutlined',
        ['版本管理', 'Versions', 'Versions', 'Версии', 'Versiones', 'Matoleo'],
        NONE,
      ).with('publish'),
      leaf(
        'client',
        '/system/client',
        'ApiOutlined',
        ['应用管理', 'OAuth clients', 'Clients OAuth', 'Клиенты OAuth', 'Clientes OAuth', 'Wateja wa OAuth'],
        NONE,
      ),
      leaf(
        'setting',
        '/system/setting',
        'ControlOutlined',
        ['系统设置', 'Settings', 'Paramètres', 'Настройки', 'Configuración', 'Mipangilio'],
        NONE,
      ),
      leaf(
        'saleunit',
        '/system/sale-unit',
        'ShopOutlined',
        [
          '销售单位',
          'Sales units',
          'Unités de vente',
          'Подразделения продаж',
          'Unidades de venta',
          'Vitengo vya mauzo',
        ],
        NONE,
      ),
      leaf(
        'registration',
        '/system/registration',
        'UserAddOutlined',
        ['注册审批', 'Registrations', 'Inscriptions', 'Регистрации', 'Registros', 'Usajili'],
        NONE,
      ).with('approve'),
    ],
  },
];

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
  approve: { kind: 2, name: n(['审批', 'Approve', 'Approuver', 'Одобрить', 'Aprobar', 'Idhinisha']) },
  setting: { kind: 2, name: n(['设置', 'Settings', 'Paramètres', 'Настройки', 'Ajustes', 'Mipangilio']) },
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

/** The roles that get one button of a page. */
export function rolesOfButton(menu: MenuSeed, action: string): DemoRole[] {
  return menu.roles.filter((role) => {
    if (menu.companyKept && role !== 'staff') return READ_ACTIONS.has(action);
    return role !== 'customer_sub' || SUB_ACCOUNT_ACTIONS.has(action);
  });
}
