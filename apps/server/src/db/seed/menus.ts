import { ACCESS_MENUS } from '../../modules/access/access.seed';
import { CATALOG_MENUS } from '../../modules/catalog/catalog.seed';
import { CUSTOMER_MENUS } from '../../modules/customer/customer.seed';
import { DASHBOARD_MENUS } from '../../modules/dashboard/dashboard.seed';
import { FEEDBACK_MENUS } from '../../modules/feedback/feedback.seed';
import { FIELD_MENUS } from '../../modules/field/field.seed';
import { ORDER_MENUS } from '../../modules/order/order.seed';
import { RETURN_MENUS } from '../../modules/order/return.seed';
import { RECORDS_MENUS } from '../../modules/records/records.seed';
import { RESOURCE_MENUS } from '../../modules/resource/resource.seed';
import { STORE_MENUS } from '../../modules/store/store.seed';
import { STRUCTURE_MENUS } from '../../modules/structure/structure.seed';
import { SYSTEM_MENUS } from '../../modules/system/system.seed';
import { USER_MENUS } from '../../modules/user/user.seed';
import { WORKFLOW_MENUS } from '../../modules/workflow/workflow.seed';
import { ALL, adminOnly, companyKept, leaf, type MenuSeed, NONE, n, STAFF, STAFF_AND_PRIMARY } from './menu-kit';

/** Pages of modules still to come (trading core, jobs, reports): they move to their module's seed with it. */
export const PLANNED_MENUS = {
  todo: leaf(
    'todo',
    '/todo/index',
    'CheckSquareOutlined',
    ['待办事项', 'To-do', 'À faire', 'Задачи', 'Pendientes', 'Ya kufanya'],
    ALL,
  ),
  order_new: leaf(
    'order_new',
    '/sales/order/new',
    'PlusSquareOutlined',
    ['新建订单', 'New order', 'Nouvelle commande', 'Новый заказ', 'Nuevo pedido', 'Oda mpya'],
    ALL,
  ),
  purchase: leaf(
    'purchase',
    '/sales/purchase',
    'ShoppingOutlined',
    ['采购', 'Purchase', 'Achats', 'Закупки', 'Compras', 'Ununuzi'],
    STAFF_AND_PRIMARY,
  ),
  pickup: leaf(
    'pickup',
    '/sales/pickup',
    'CarOutlined',
    ['自提', 'Pick-up', 'Retrait', 'Самовывоз', 'Recogida', 'Uchukuaji'],
    ALL,
  ),
  inbound: leaf(
    'inbound',
    '/stock/inbound',
    'ImportOutlined',
    ['入库单', 'Inbound', 'Entrées', 'Приход', 'Entradas', 'Zinazoingia'],
    ALL,
  ).with('approve'),
  outbound: leaf(
    'outbound',
    '/stock/outbound',
    'ExportOutlined',
    ['出库单', 'Outbound', 'Sorties', 'Расход', 'Salidas', 'Zinazotoka'],
    ALL,
  ).with('approve'),
  stock_transfer: leaf(
    'stock_transfer',
    '/stock/transfer',
    'SwapOutlined',
    ['调拨单', 'Transfers', 'Transferts', 'Перемещения', 'Traspasos', 'Uhamisho'],
    ALL,
  ),
  stock_check: leaf(
    'stock_check',
    '/stock/check',
    'AuditOutlined',
    ['库存盘点', 'Stock checks', 'Inventaires', 'Инвентаризация', 'Recuentos', 'Ukaguzi wa hisa'],
    ALL,
  ).with('approve'),
  stock_adjustment: leaf(
    'stock_adjustment',
    '/stock/adjustment',
    'ControlOutlined',
    [
      '库存调整',
      'Stock adjustments',
      'Ajustements de stock',
      'Корректировки остатков',
      'Ajustes de inventario',
      'Marekebisho ya hisa',
    ],
    ALL,
  ).with('approve'),
  stock_task: leaf(
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
  stock_report: leaf(
    'stock_report',
    '/stock/report',
    'BarChartOutlined',
    ['库存报表', 'Stock reports', 'Rapports de stock', 'Складские отчёты', 'Informes de inventario', 'Ripoti za hisa'],
    ALL,
  ).with('check'),
  // Goods are the company's master data: a distributor's primary account reads the settings (its projected
  // report shows the reorder levels), as it reads the goods list; sub-accounts see neither.
  stock_setting: companyKept(
    leaf(
      'stock_setting',
      '/stock/setting',
      'ControlOutlined',
      [
        '库存设置',
        'Stock settings',
        'Paramètres de stock',
        'Настройки склада',
        'Ajustes de inventario',
        'Mipangilio ya hisa',
      ],
      STAFF_AND_PRIMARY,
    ),
  ),
  customer_receipt: leaf(
    'customer_receipt',
    '/finance/customer-receipt',
    'TransactionOutlined',
    ['收款', 'Receipts', 'Encaissements', 'Поступления', 'Cobros', 'Stakabadhi'],
    STAFF_AND_PRIMARY,
  ).with('approve', 'direct'),
  account_balance: leaf(
    'account_balance',
    '/finance/account-balance',
    'WalletOutlined',
    ['账户余额', 'Account balance', 'Solde du compte', 'Баланс счёта', 'Saldo de cuenta', 'Salio la akaunti'],
    STAFF_AND_PRIMARY,
  ).with('check'),
  // Staff ask for credit changes and approve each other's; only administrators change credit in one step.
  credit: adminOnly(
    leaf(
      'credit',
      '/finance/credit',
      'CreditCardOutlined',
      ['信用额度查询', 'Credit', 'Crédit', 'Кредит', 'Crédito', 'Mkopo'],
      STAFF_AND_PRIMARY,
    ).with('approve', 'direct'),
    'direct',
  ),
  sub_cust_credit: leaf(
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
  ).with('approve', 'direct'),
  reconciliation: leaf(
    'reconciliation',
    '/finance/reconciliation',
    'FileDoneOutlined',
    ['对账', 'Reconciliation', 'Rapprochement', 'Сверка', 'Conciliación', 'Ulinganisho'],
    STAFF_AND_PRIMARY,
  ).with('approve'),
  statement: leaf(
    'statement',
    '/finance/statement',
    'FileTextOutlined',
    ['结算单', 'Statements', 'Relevés', 'Выписки', 'Extractos', 'Taarifa za akaunti'],
    STAFF_AND_PRIMARY,
  ),
  rebate: leaf(
    'rebate',
    '/finance/rebate',
    'GiftOutlined',
    ['返利', 'Rebate', 'Remises', 'Бонусы', 'Reembolsos', 'Punguzo'],
    STAFF_AND_PRIMARY,
  ).with('approve'),
  workflow: leaf(
    'workflow',
    '/work/task',
    'BranchesOutlined',
    ['流程任务', 'Workflow tasks', 'Tâches de workflow', 'Задачи процессов', 'Tareas de flujo', 'Kazi za mtiririko'],
    ALL,
  ),
  download: leaf(
    'download',
    '/resource/download',
    'DownloadOutlined',
    ['下载中心', 'Downloads', 'Téléchargements', 'Загрузки', 'Descargas', 'Vipakuliwa'],
    ALL,
  ),
  report_center: leaf(
    'report_center',
    '/report/index',
    'FundOutlined',
    ['报表中心', 'Reports', 'Rapports', 'Отчёты', 'Informes', 'Ripoti'],
    STAFF_AND_PRIMARY,
  ),
  job: leaf(
    'job',
    '/monitor/job',
    'FieldTimeOutlined',
    ['任务调度', 'Jobs', 'Tâches planifiées', 'Задания', 'Trabajos', 'Kazi zilizopangwa'],
    STAFF,
  ),
} satisfies Record<string, MenuSeed>;

/** One menu per functional area of spec §1, grouped the way distributors and staff work; each page from its module. */
export const MENU_TREE: MenuSeed[] = [
  {
    code: 'workbench',
    path: '/workbench',
    icon: 'DashboardOutlined',
    roles: ALL,
    name: n(['工作台', 'Workbench', 'Espace de travail', 'Рабочий стол', 'Escritorio', 'Dawati']),
    children: [DASHBOARD_MENUS.dashboard, PLANNED_MENUS.todo],
  },
  {
    code: 'sales',
    path: '/sales',
    icon: 'ShoppingCartOutlined',
    roles: ALL,
    name: n(['订单管理', 'Orders', 'Commandes', 'Заказы', 'Pedidos', 'Oda']),
    children: [
      ORDER_MENUS.order,
      PLANNED_MENUS.order_new,
      RETURN_MENUS.order_return,
      PLANNED_MENUS.purchase,
      PLANNED_MENUS.pickup,
    ],
  },
  {
    code: 'stock',
    path: '/stock',
    icon: 'DatabaseOutlined',
    roles: ALL,
    name: n(['库存管理', 'Stock', 'Stocks', 'Склад', 'Inventario', 'Hisa']),
    children: [
      STORE_MENUS.warehouse,
      PLANNED_MENUS.inbound,
      PLANNED_MENUS.outbound,
      PLANNED_MENUS.stock_transfer,
      PLANNED_MENUS.stock_check,
      PLANNED_MENUS.stock_adjustment,
      PLANNED_MENUS.stock_task,
      PLANNED_MENUS.stock_report,
      PLANNED_MENUS.stock_setting,
    ],
  },
  {
    code: 'finance',
    path: '/finance',
    icon: 'AccountBookOutlined',
    roles: STAFF_AND_PRIMARY,
    name: n(['财务管理', 'Finance', 'Finances', 'Финансы', 'Finanzas', 'Fedha']),
    children: [
      PLANNED_MENUS.customer_receipt,
      PLANNED_MENUS.account_balance,
      PLANNED_MENUS.credit,
      PLANNED_MENUS.sub_cust_credit,
      PLANNED_MENUS.reconciliation,
      PLANNED_MENUS.statement,
      PLANNED_MENUS.rebate,
    ],
  },
  {
    code: 'customer',
    path: '/customer',
    icon: 'TeamOutlined',
    roles: ALL,
    name: n(['客户管理', 'Customers', 'Clients', 'Клиенты', 'Clientes', 'Wateja']),
    children: [
      CUSTOMER_MENUS.customer_list,
      CUSTOMER_MENUS.sub_customer,
      CUSTOMER_MENUS.closure_request,
      STORE_MENUS.store,
      CUSTOMER_MENUS.customer_account,
      CUSTOMER_MENUS.address,
      CATALOG_MENUS.customer_goods,
    ],
  },
  {
    code: 'goods',
    path: '/goods',
    icon: 'TagsOutlined',
    roles: STAFF_AND_PRIMARY,
    name: n(['商品管理', 'Goods', 'Articles', 'Товары', 'Artículos', 'Bidhaa']),
    children: [
      CATALOG_MENUS.goods_list,
      CATALOG_MENUS.product_level,
      CATALOG_MENUS.price_list,
      CATALOG_MENUS.customer_level,
    ],
  },
  {
    code: 'field',
    path: '/field',
    icon: 'CompassOutlined',
    roles: ALL,
    name: n(['外勤管理', 'Field sales', 'Ventes terrain', 'Полевые продажи', 'Ventas de campo', 'Mauzo ya nje']),
    children: [
      FIELD_MENUS.route_visit,
      FIELD_MENUS.visit_plan,
      FIELD_MENUS.visit,
      FIELD_MENUS.delivery_trip,
      FIELD_MENUS.van_sales,
      CUSTOMER_MENUS.vehicle,
    ],
  },
  {
    code: 'collab',
    path: '/collab',
    icon: 'MessageOutlined',
    roles: ALL,
    name: n(['协同办公', 'Collaboration', 'Collaboration', 'Совместная работа', 'Colaboración', 'Ushirikiano']),
    children: [
      RESOURCE_MENUS.notice,
      RESOURCE_MENUS.message,
      FEEDBACK_MENUS.feedback,
      PLANNED_MENUS.workflow,
      RECORDS_MENUS.attach,
      PLANNED_MENUS.download,
      RECORDS_MENUS.sms,
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
    children: [PLANNED_MENUS.report_center, PLANNED_MENUS.job, RECORDS_MENUS.log],
  },
  {
    code: 'system',
    path: '/system',
    icon: 'SettingOutlined',
    roles: NONE,
    name: n(['系统管理', 'System', 'Système', 'Система', 'Sistema', 'Mfumo']),
    children: [
      USER_MENUS.user,
      ACCESS_MENUS.role,
      STRUCTURE_MENUS.dept,
      STRUCTURE_MENUS.region,
      STRUCTURE_MENUS.post,
      ACCESS_MENUS.menu,
      STRUCTURE_MENUS.dict,
      SYSTEM_MENUS.tenant,
      SYSTEM_MENUS.package,
      SYSTEM_MENUS.version,
      SYSTEM_MENUS.client,
      SYSTEM_MENUS.setting,
      SYSTEM_MENUS.saleunit,
      RECORDS_MENUS.registration,
      SYSTEM_MENUS.param,
      WORKFLOW_MENUS.workflow_rule,
      RESOURCE_MENUS.message_rule,
    ],
  },
];
