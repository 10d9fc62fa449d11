import { ALL, leaf, type MenuSeed, STAFF_AND_PRIMARY } from '../../db/seed/menu-kit';

/** The field-sales pages (issue 16): routes, visit plans, visits, delivery trips and van sales. */
export const FIELD_MENUS = {
  route_visit: leaf(
    'route_visit',
    '/sales/shopVist/routeMgr',
    'NodeIndexOutlined',
    ['线路拜访', 'Route visits', 'Visites de tournée', 'Визиты по маршруту', 'Visitas de ruta', 'Ziara za njia'],
    STAFF_AND_PRIMARY,
  ),
  visit_plan: leaf(
    'visit_plan',
    '/sales/shopVist/plan',
    'ScheduleOutlined',
    ['拜访计划', 'Visit plans', 'Plans de visite', 'Планы визитов', 'Planes de visita', 'Mipango ya ziara'],
    ALL,
  ).with('approve'),
  visit: leaf(
    'visit',
    '/sales/shopVist/visit',
    'EnvironmentOutlined',
    ['门店拜访', 'Store visits', 'Visites en magasin', 'Визиты в магазины', 'Visitas a tiendas', 'Ziara za maduka'],
    ALL,
  ),
  delivery_trip: leaf(
    'delivery_trip',
    '/field/delivery-trip',
    'SendOutlined',
    [
      '配送行程',
      'Delivery trips',
      'Tournées de livraison',
      'Рейсы доставки',
      'Viajes de reparto',
      'Safari za usambazaji',
    ],
    STAFF_AND_PRIMARY,
  ),
  van_sales: leaf(
    'van_sales',
    '/field/van-sales',
    'CarOutlined',
    ['车销', 'Van sales', 'Vente en tournée', 'Продажи с машины', 'Venta en ruta', 'Mauzo ya gari'],
    STAFF_AND_PRIMARY,
  ),
} satisfies Record<string, MenuSeed>;
