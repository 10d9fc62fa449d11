import type { Translations } from '../../platform/i18n/translations';

/**
 * What the demo's people read, in all six languages. It describes only what the portal does today:
 * orders, receipts and stock documents arrive with the trading issues, and the demo will mention
 * them then.
 */

export type DemoMessage = {
  category: 'ORDER' | 'STOCK' | 'FINANCE' | 'APPROVAL' | 'VISIT' | 'SYSTEM';
  title: Translations;
  content: Translations;
  /** The English title an earlier demo gave this message, so existing databases get the new text. */
  replaces: string;
};

/** Messages to customer C0001 (dist01 and dist01-sub), oldest first. */
export const CUSTOMER_MESSAGES: DemoMessage[] = [
  {
    category: 'SYSTEM',
    replaces: 'Welcome to the portal',
    title: {
      zh: '欢迎使用门户',
      en: 'Welcome to the portal',
      fr: 'Bienvenue sur le portail',
      ru: 'Добро пожаловать на портал',
      es: 'Bienvenido al portal',
      sw: 'Karibu kwenye lango',
    },
    content: {
      zh: '您的账号、门店、仓库、商品和价格已经上线，订单、退货、自提、库存、收款和账户余额也已可用。对账单、对账、下级客户信用、返利和财务报表也已上线。',
      en: 'Your accounts, stores, warehouses, goods and prices are online, and so are orders, returns, pick-up, stock, receipts and account balances. Statements, reconciliation, sub-customer credit, rebates and finance reports are here too.',
      fr: 'Vos comptes, magasins, entrepôts, articles et prix sont en ligne, ainsi que les commandes, retours, enlèvements, stocks, encaissements et soldes de compte. Les relevés, les rapprochements, le crédit des sous-clients, les remises et les rapports financiers aussi.',
      ru: 'Ваши учётные записи, магазины, склады, товары и цены уже в системе, как и заказы, возвраты, самовывоз, склад, поступления оплат и балансы счетов. Выписки, сверки, кредит субклиентов, бонусы и финансовые отчёты тоже доступны.',
      es: 'Sus cuentas, tiendas, almacenes, artículos y precios ya están en línea, igual que los pedidos, devoluciones, recogidas, inventario, cobros y saldos de cuenta. Los extractos, la conciliación, el crédito de subclientes, los reembolsos y los informes financieros también.',
      sw: 'Akaunti zako, maduka, maghala, bidhaa na bei sasa ziko mtandaoni, pamoja na oda, marejesho, uchukuaji, hisa, stakabadhi na salio la akaunti. Taarifa za akaunti, ulinganisho, mkopo wa wateja wadogo, punguzo na ripoti za fedha pia zipo.',
    },
  },
  {
    category: 'STOCK',
    replaces: 'Low stock at Sunrise east depot',
    title: {
      zh: '您的仓库已设置好',
      en: 'Your warehouses are set up',
      fr: 'Vos entrepôts sont configurés',
      ru: 'Ваши склады настроены',
      es: 'Sus almacenes están configurados',
      sw: 'Maghala yako yamewekwa tayari',
    },
    content: {
      zh: '总仓 W01 以及东、西分仓 W02 和 W03 已绑定到您的门店 S001 至 S003。',
      en: 'The main warehouse W01 and the east and west depots W02 and W03 are bound to your stores S001 to S003.',
      fr: "L'entrepôt principal W01 et les dépôts est et ouest W02 et W03 sont rattachés à vos magasins S001 à S003.",
      ru: 'Главный склад W01 и восточный и западный склады W02 и W03 привязаны к вашим магазинам S001–S003.',
      es: 'El almacén principal W01 y los depósitos este y oeste W02 y W03 están vinculados a sus tiendas S001 a S003.',
      sw: 'Ghala kuu W01 na maghala ya mashariki na magharibi W02 na W03 yameunganishwa na maduka yako S001 hadi S003.',
    },
  },
  {
    category: 'SYSTEM',
    replaces: 'Order SO-2026-0001 approved',
    title: {
      zh: '门店价格已生效',
      en: 'Store prices in effect',
      fr: 'Prix des magasins en vigueur',
      ru: 'Цены для магазинов действуют',
      es: 'Precios de tienda vigentes',
      sw: 'Bei za maduka zinatumika',
    },
    content: {
      zh: '价格表 PL-C0001（Sunrise 门店价格）自 2026 年 1 月 1 日起适用于您的门店。',
      en: 'The price list PL-C0001 (Sunrise store prices) applies to your stores from 1 January 2026.',
      fr: 'La liste de prix PL-C0001 (prix des magasins Sunrise) s’applique à vos magasins depuis le 1er janvier 2026.',
      ru: 'Прайс-лист PL-C0001 (цены магазинов Sunrise) действует для ваших магазинов с 1 января 2026 года.',
      es: 'La lista de precios PL-C0001 (precios de tienda Sunrise) se aplica a sus tiendas desde el 1 de enero de 2026.',
      sw: 'Orodha ya bei PL-C0001 (bei za maduka ya Sunrise) inatumika kwa maduka yako tangu tarehe 1 Januari 2026.',
    },
  },
  {
    category: 'SYSTEM',
    replaces: 'Receipt RC-2026-0007 approved',
    title: {
      zh: '您的销售联系人',
      en: 'Your sales contacts',
      fr: 'Vos contacts commerciaux',
      ru: 'Ваши контакты в отделе продаж',
      es: 'Sus contactos de ventas',
      sw: 'Wawasiliani wako wa mauzo',
    },
    content: {
      zh: '客户经理 Chen Jie 和销售代表 Amina Njoroge 负责您的业务；点击顶栏的“联系我们”即可找到他们的电话。',
      en: 'Account manager Chen Jie and sales representative Amina Njoroge look after you; their numbers are under Contact in the top bar.',
      fr: 'Chen Jie, responsable de compte, et Amina Njoroge, représentante commerciale, s’occupent de vous ; leurs numéros sont sous Contact dans la barre du haut.',
      ru: 'С вами работают менеджер по работе с клиентами Chen Jie и торговый представитель Amina Njoroge; их телефоны — в разделе «Контакты» на верхней панели.',
      es: 'El gestor de cuenta Chen Jie y la representante de ventas Amina Njoroge le atienden; sus números están en Contacto, en la barra superior.',
      sw: 'Meneja wa akaunti Chen Jie na mwakilishi wa mauzo Amina Njoroge wanakuhudumia; nambari zao ziko chini ya Mawasiliano kwenye upau wa juu.',
    },
  },
  {
    category: 'APPROVAL',
    replaces: 'Store closure request waiting',
    title: {
      zh: '新下级客户待审批',
      en: 'New sub-customers await approval',
      fr: 'De nouveaux sous-clients attendent leur approbation',
      ru: 'Новые субклиенты ожидают одобрения',
      es: 'Nuevos subclientes esperan aprobación',
      sw: 'Wateja wadogo wapya wanasubiri idhini',
    },
    content: {
      zh: '您登记的门店和二级分销商在公司审批前处于“待审批”状态；请在下级客户列表中查看其状态。',
      en: 'Stores and sub-distributors you register stay pending until the company approves them; their state shows in the sub-customer list.',
      fr: 'Les magasins et sous-distributeurs que vous enregistrez restent en attente jusqu’à leur approbation par l’entreprise ; leur état figure dans la liste des sous-clients.',
      ru: 'Зарегистрированные вами магазины и субдистрибьюторы ждут одобрения компании; их статус виден в списке субклиентов.',
      es: 'Las tiendas y subdistribuidores que registre quedan pendientes hasta que la empresa los apruebe; su estado aparece en la lista de subclientes.',
      sw: 'Maduka na wasambazaji wadogo unaowasajili hubaki wakisubiri hadi kampuni iwaidhinishe; hali yao inaonekana kwenye orodha ya wateja wadogo.',
    },
  },
];

/** The administrator's own message. */
export const ADMIN_MESSAGE: DemoMessage = {
  category: 'SYSTEM',
  replaces: 'Nightly ledger check passed',
  title: {
    zh: '演示数据已载入',
    en: 'Demo data loaded',
    fr: 'Données de démonstration chargées',
    ru: 'Демонстрационные данные загружены',
    es: 'Datos de demostración cargados',
    sw: 'Data ya maonyesho imepakiwa',
  },
  content: {
    zh: '演示公司有两个分销商及其下级客户、三个产品层级下的 200 个商品和三张价格表。',
    en: 'The demo company has two distributors with their sub-customers, 200 goods in three product levels and three price lists.',
    fr: 'L’entreprise de démonstration compte deux distributeurs et leurs sous-clients, 200 articles répartis en trois niveaux de produits et trois listes de prix.',
    ru: 'В демонстрационной компании два дистрибьютора с их субклиентами, 200 товаров в трёх уровнях каталога и три прайс-листа.',
    es: 'La empresa de demostración tiene dos distribuidores con sus subclientes, 200 artículos en tres niveles de producto y tres listas de precios.',
    sw: 'Kampuni ya maonyesho ina wasambazaji wawili na wateja wao wadogo, bidhaa 200 katika ngazi tatu za bidhaa na orodha tatu za bei.',
  },
};

const notes = (title: string, items: string[]) =>
  `<p><b>${title}</b></p><ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

/** The release notes of version 1.0.0 (HTML, sanitised again when served). */
export const VERSION_NOTES: Translations = {
  zh: notes('1.0.0 版', [
    '客户、下级客户、门店与仓库',
    '商品、产品层级与价格表',
    '用户、角色与消息',
    '六种语言',
    '订单、退货、自提、库存、收款与账户余额',
    '对账单、对账与下级客户信用',
    '返利与财务报表',
  ]),
  en: notes('Version 1.0.0', [
    'Customers, sub-customers, stores and warehouses',
    'Goods, product levels and price lists',
    'Users, roles and messages',
    'Six languages',
    'Orders, returns, pick-up, stock, receipts and account balances',
    'Statements, reconciliation and sub-customer credit',
    'Rebates and finance reports',
  ]),
  fr: notes('Version 1.0.0', [
    'Clients, sous-clients, magasins et entrepôts',
    'Articles, niveaux de produits et listes de prix',
    'Utilisateurs, rôles et messages',
    'Six langues',
    'Commandes, retours, enlèvements, stocks, encaissements et soldes de compte',
    'Relevés, rapprochements et crédit des sous-clients',
    'Remises et rapports financiers',
  ]),
  ru: notes('Версия 1.0.0', [
    'Клиенты, субклиенты, магазины и склады',
    'Товары, уровни каталога и прайс-листы',
    'Пользователи, роли и сообщения',
    'Шесть языков',
    'Заказы, возвраты, самовывоз, склад, поступления оплат и балансы счетов',
    'Выписки, сверки и кредит субклиентов',
    'Бонусы и финансовые отчёты',
  ]),
  es: notes('Versión 1.0.0', [
    'Clientes, subclientes, tiendas y almacenes',
    'Artículos, niveles de producto y listas de precios',
    'Usuarios, roles y mensajes',
    'Seis idiomas',
    'Pedidos, devoluciones, recogidas, inventario, cobros y saldos de cuenta',
    'Extractos, conciliación y crédito de subclientes',
    'Reembolsos e informes financieros',
  ]),
  sw: notes('Toleo 1.0.0', [
    'Wateja, wateja wadogo, maduka na maghala',
    'Bidhaa, ngazi za bidhaa na orodha za bei',
    'Watumiaji, majukumu na ujumbe',
    'Lugha sita',
    'Oda, marejesho, uchukuaji, hisa, stakabadhi na salio la akaunti',
    'Taarifa za akaunti, ulinganisho na mkopo wa wateja wadogo',
    'Punguzo na ripoti za fedha',
  ]),
};

/** The English notes an earlier demo published, replaced on existing databases. */
export const EARLIER_VERSION_NOTES =
  '<p><b>Version 1.0.0</b></p><ul><li>Orders, stock and finance in one portal</li><li>Six languages</li></ul>';

/** Customer levels by code. */
export const CUSTOMER_LEVEL_NAMES: Record<string, Translations> = {
  'LV-KEY': {
    zh: '重点分销商',
    en: 'Key distributor',
    fr: 'Distributeur clé',
    ru: 'Ключевой дистрибьютор',
    es: 'Distribuidor clave',
    sw: 'Msambazaji mkuu',
  },
  'LV-STD': {
    zh: '标准分销商',
    en: 'Standard distributor',
    fr: 'Distributeur standard',
    ru: 'Стандартный дистрибьютор',
    es: 'Distribuidor estándar',
    sw: 'Msambazaji wa kawaida',
  },
  'LV-C0001-STORE': {
    zh: 'Sunrise 门店',
    en: 'Sunrise store',
    fr: 'Magasin Sunrise',
    ru: 'Магазин Sunrise',
    es: 'Tienda Sunrise',
    sw: 'Duka la Sunrise',
  },
};

/** The demo warehouse keeper's role: stock pages only, its own rows only (it sees the warehouses it keeps). */
export const KEEPER_ROLE_NAME: Translations = {
  zh: '仓库管理员',
  en: 'Warehouse keeper',
  fr: 'Magasinier',
  ru: 'Кладовщик',
  es: 'Encargado de almacén',
  sw: 'Mtunza ghala',
};
