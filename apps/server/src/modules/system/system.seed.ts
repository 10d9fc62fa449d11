import { leaf, type MenuSeed, NONE } from '../../db/seed/menu-kit';

/** The pages of this module in the menu tree (placed by db/seed/menus.ts). */
export const SYSTEM_MENUS = {
  tenant: leaf(
    'tenant',
    '/system/tenant',
    'BankOutlined',
    ['租户管理', 'Tenants', 'Locataires', 'Арендаторы', 'Inquilinos', 'Wapangaji'],
    NONE,
  ).with('setting'),
  package: leaf(
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
  version: leaf(
    'version',
    '/system/version',
    'CloudUploadOutlined',
    ['版本管理', 'Versions', 'Versions', 'Версии', 'Versiones', 'Matoleo'],
    NONE,
  ).with('publish'),
  client: leaf(
    'client',
    '/system/client',
    'ApiOutlined',
    ['应用管理', 'OAuth clients', 'Clients OAuth', 'Клиенты OAuth', 'Clientes OAuth', 'Wateja wa OAuth'],
    NONE,
  ),
  setting: leaf(
    'setting',
    '/system/setting',
    'ControlOutlined',
    ['系统设置', 'Settings', 'Paramètres', 'Настройки', 'Configuración', 'Mipangilio'],
    NONE,
  ),
  saleunit: leaf(
    'saleunit',
    '/system/sale-unit',
    'ShopOutlined',
    ['销售单位', 'Sales units', 'Unités de vente', 'Подразделения продаж', 'Unidades de venta', 'Vitengo vya mauzo'],
    NONE,
  ),
  param: leaf(
    'param',
    '/system/param',
    'SlidersOutlined',
    ['参数管理', 'Parameters', 'Paramètres système', 'Параметры', 'Parámetros', 'Vigezo'],
    NONE,
  ),
} satisfies Record<string, MenuSeed>;
