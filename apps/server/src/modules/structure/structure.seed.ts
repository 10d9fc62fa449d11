import type { Transaction } from 'kysely';
import type { DB, I18nText } from '../../db/schema';
import { ensure } from '../../db/seed/ensure';
import { leaf, type MenuSeed, NONE } from '../../db/seed/menu-kit';
import { ADMIN_TENANT } from '../../platform/tenancy';
import { liveRoleAliases } from '../access';

/** The pages of this module in the menu tree (placed by db/seed/menus.ts). */
export const STRUCTURE_MENUS = {
  dept: leaf(
    'dept',
    '/system/dept',
    'PartitionOutlined',
    ['部门管理', 'Departments', 'Départements', 'Отделы', 'Departamentos', 'Idara'],
    NONE,
  ),
  region: leaf(
    'region',
    '/system/region',
    'GlobalOutlined',
    ['区域管理', 'Regions', 'Régions', 'Регионы', 'Regiones', 'Mikoa'],
    NONE,
  ).with('import'),
  post: leaf(
    'post',
    '/system/post',
    'ContactsOutlined',
    ['岗位管理', 'Posts', 'Postes', 'Должности', 'Puestos', 'Nyadhifa'],
    NONE,
  ),
  dict: leaf(
    'dict',
    '/system/dict',
    'BookOutlined',
    ['字典管理', 'Dictionaries', 'Dictionnaires', 'Справочники', 'Diccionarios', 'Kamusi'],
    NONE,
  ),
} satisfies Record<string, MenuSeed>;

type Trx = Transaction<DB>;
type Entry = [key: string, values: Required<I18nText>];
const t = (zh: string, en: string, fr: string, ru: string, es: string, sw: string) => ({ zh, en, fr, ru, es, sw });

/** Platform dictionaries of this area: post categories and the company's product lines. */
const DICTIONARIES: Record<string, { name: Required<I18nText>; entries: Entry[] }> = {
  post_category: {
    name: t(
      '岗位类别',
      'Post category',
      'Catégorie de poste',
      'Категория должности',
      'Categoría de puesto',
      'Aina ya nafasi',
    ),
    entries: [
      ['1', t('高层', 'Senior management', 'Direction', 'Высшее руководство', 'Alta dirección', 'Uongozi wa juu')],
      ['2', t('中层', 'Middle management', 'Encadrement', 'Среднее звено', 'Mandos intermedios', 'Uongozi wa kati')],
      ['3', t('基层', 'Staff', 'Employés', 'Сотрудники', 'Personal', 'Wafanyakazi')],
      ['4', t('其他', 'Other', 'Autre', 'Другое', 'Otro', 'Nyingine')],
    ],
  },
  product_line: {
    name: t(
      '产品线',
      'Product line',
      'Ligne de produits',
      'Линейка продуктов',
      'Línea de productos',
      'Mstari wa bidhaa',
    ),
    entries: [
      ['LUB', t('润滑油', 'Lubricants', 'Lubrifiants', 'Смазочные материалы', 'Lubricantes', 'Vilainishi')],
      ['TYRE', t('轮胎', 'Tyres', 'Pneus', 'Шины', 'Neumáticos', 'Matairi')],
      ['BATT', t('蓄电池', 'Batteries', 'Batteries', 'Аккумуляторы', 'Baterías', 'Betri')],
    ],
  },
};

/** Which product lines each demo role of the administrator tenant sees (the administrator: all). */
const ROLE_PRODUCT_LINES: Record<string, string[]> = {
  administrator: ['LUB', 'TYRE', 'BATT'],
  staff: ['LUB', 'TYRE'],
  customer_primary: ['LUB'],
  customer_sub: ['LUB'],
};

type RegionSeed = { code: string; name: string; children?: RegionSeed[] };

/** A small country → province → city → district tree for the demo. */
const REGIONS: RegionSeed[] = [
  {
    code: 'CN',
    name: 'China',
    children: [
      {
        code: 'CN-44',
        name: 'Guangdong',
        children: [
          {
            code: 'CN-4401',
            name: 'Guangzhou',
            children: [
              { code: 'CN-440104', name: 'Yuexiu' },
              { code: 'CN-440106', name: 'Tianhe' },
            ],
          },
          { code: 'CN-4403', name: 'Shenzhen', children: [{ code: 'CN-440305', name: 'Nanshan' }] },
        ],
      },
      {
        code: 'CN-33',
        name: 'Zhejiang',
        children: [{ code: 'CN-3301', name: 'Hangzhou', children: [{ code: 'CN-330106', name: 'Xihu' }] }],
      },
    ],
  },
  {
    code: 'KE',
    name: 'Kenya',
    children: [
      {
        code: 'KE-047',
        name: 'Nairobi County',
        children: [
          {
            code: 'KE-047-NBO',
            name: 'Nairobi',
            children: [
              { code: 'KE-047-WES', name: 'Westlands' },
              { code: 'KE-047-LAN', name: "Lang'ata" },
            ],
          },
        ],
      },
      {
        code: 'KE-001',
        name: 'Mombasa County',
        children: [{ code: 'KE-001-MSA', name: 'Mombasa', children: [{ code: 'KE-001-NYA', name: 'Nyali' }] }],
      },
    ],
  },
];

async function seedDictionaries(trx: Trx) {
  for (const [code, dictionary] of Object.entries(DICTIONARIES)) {
    const parentId = await ensure(
      trx,
      'bladeDict',
      { tenantId: ADMIN_TENANT, code, parentId: '0' },
      { dictKey: '-1', dictValue: dictionary.name.zh, dictValueI18n: JSON.stringify(dictionary.name), isSealed: 1 },
    );
    for (const [index, [dictKey, values]] of dictionary.entries.entries()) {
      await ensure(
        trx,
        'bladeDict',
        { tenantId: ADMIN_TENANT, code, parentId, dictKey },
        { dictValue: values.zh, dictValueI18n: JSON.stringify(values), sort: index + 1 },
      );
    }
  }
}

async function seedRegions(trx: Trx, tenantId: string, regions: RegionSeed[], parentId = '0', level = 1) {
  for (const [index, region] of regions.entries()) {
    const id = await ensure(
      trx,
      'bladeRegion',
      { tenantId, code: region.code },
      { name: region.name, parentId, regionLevel: level, sort: index + 1 },
    );
    if (region.children) await seedRegions(trx, tenantId, region.children, id, level + 1);
  }
}

async function seedRoleProductLines(trx: Trx, tenantId: string) {
  const roles = await liveRoleAliases(trx, tenantId);
  const rows = roles.flatMap((role) =>
    (ROLE_PRODUCT_LINES[role.roleAlias] ?? []).map((productLine) => ({ tenantId, roleId: role.id, productLine })),
  );
  if (rows.length) {
    await trx
      .insertInto('bladeRoleProductLine')
      .values(rows)
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

/** The head office of each tenant trades in a currency the departments below it inherit. */
async function seedCurrencies(trx: Trx, currencyByTenant: Record<string, string>) {
  for (const [tenantId, currency] of Object.entries(currencyByTenant)) {
    await trx
      .updateTable('bladeDept')
      .set({ currency })
      .where('tenantId', '=', tenantId)
      .where('parentId', '=', '0')
      .where('deptName', '=', 'Head office')
      .where('currency', 'is', null)
      .execute();
  }
}

/** Departments' currencies, regions, post categories and product lines of the demo data (idempotent). */
export async function seedStructure(trx: Trx, secondTenant: string): Promise<void> {
  await seedDictionaries(trx);
  await seedCurrencies(trx, { [ADMIN_TENANT]: 'CNY', [secondTenant]: 'KES' });
  await seedRegions(trx, ADMIN_TENANT, REGIONS);
  await seedRoleProductLines(trx, ADMIN_TENANT);
  await seedRoleProductLines(trx, secondTenant);
}

/** System dictionaries the shell and the administration screens read through `dict/dictionary`. */
const SYSTEM_DICTIONARIES: Record<string, { name: Required<I18nText>; entries: Entry[] }> = {
  sex: {
    name: t('性别', 'Sex', 'Sexe', 'Пол', 'Sexo', 'Jinsia'),
    entries: [
      ['1', t('男', 'Male', 'Homme', 'Мужской', 'Hombre', 'Mwanaume')],
      ['2', t('女', 'Female', 'Femme', 'Женский', 'Mujer', 'Mwanamke')],
      ['3', t('未知', 'Unknown', 'Inconnu', 'Неизвестно', 'Desconocido', 'Haijulikani')],
    ],
  },
  yes_no: {
    name: t('是否', 'Yes or no', 'Oui ou non', 'Да или нет', 'Sí o no', 'Ndiyo au hapana'),
    entries: [
      ['Y', t('是', 'Yes', 'Oui', 'Да', 'Sí', 'Ndiyo')],
      ['N', t('否', 'No', 'Non', 'Нет', 'No', 'Hapana')],
    ],
  },
  status: {
    name: t('状态', 'Status', 'Statut', 'Статус', 'Estado', 'Hali'),
    entries: [
      ['1', t('启用', 'Active', 'Actif', 'Активен', 'Activo', 'Hai')],
      ['0', t('停用', 'Inactive', 'Inactif', 'Неактивен', 'Inactivo', 'Haitumiki')],
    ],
  },
  user_type: {
    name: t('用户类型', 'User type', "Type d'utilisateur", 'Тип пользователя', 'Tipo de usuario', 'Aina ya mtumiaji'),
    entries: [
      [
        '0',
        t(
          '公司员工',
          'Company staff',
          "Personnel de l'entreprise",
          'Сотрудник компании',
          'Personal de la empresa',
          'Wafanyakazi wa kampuni',
        ),
      ],
      [
        '1',
        t(
          '客户账号',
          'Customer account',
          'Compte client',
          'Учётная запись клиента',
          'Cuenta de cliente',
          'Akaunti ya mteja',
        ),
      ],
    ],
  },
  // Read by BladeX clients' department and region forms (Saber: `dictionary?code=org_category`, `code=region`).
  org_category: {
    name: t(
      '机构类型',
      'Department type',
      'Type de département',
      'Тип подразделения',
      'Tipo de departamento',
      'Aina ya idara',
    ),
    entries: [
      ['1', t('公司', 'Company', 'Société', 'Компания', 'Empresa', 'Kampuni')],
      ['2', t('部门', 'Department', 'Département', 'Отдел', 'Departamento', 'Idara')],
      ['3', t('小组', 'Group', 'Groupe', 'Группа', 'Grupo', 'Kikundi')],
    ],
  },
  region: {
    name: t('区划等级', 'Region level', 'Niveau de région', 'Уровень региона', 'Nivel de región', 'Ngazi ya eneo'),
    entries: [
      ['1', t('国家', 'Country', 'Pays', 'Страна', 'País', 'Nchi')],
      ['2', t('省', 'Province', 'Province', 'Область', 'Provincia', 'Mkoa')],
      ['3', t('市', 'City', 'Ville', 'Город', 'Ciudad', 'Jiji')],
      ['4', t('区县', 'District', 'District', 'Район', 'Distrito', 'Wilaya')],
    ],
  },
  account_status: {
    name: t(
      '账号状态',
      'Account status',
      'Statut du compte',
      'Статус учётной записи',
      'Estado de la cuenta',
      'Hali ya akaunti',
    ),
    entries: [
      ['1', t('启用', 'Enabled', 'Activé', 'Включена', 'Habilitada', 'Imewezeshwa')],
      ['0', t('停用', 'Disabled', 'Désactivé', 'Отключена', 'Deshabilitada', 'Imezimwa')],
      [
        '2',
        t(
          '待审核',
          'Waiting for approval',
          "En attente d'approbation",
          'Ожидает одобрения',
          'Pendiente de aprobación',
          'Inasubiri idhini',
        ),
      ],
    ],
  },
  ipo_status: {
    name: t('业务模式', 'Business mode', "Mode d'activité", 'Режим работы', 'Modo de negocio', 'Hali ya biashara'),
    entries: [
      ['1', t('SMDP', 'SMDP', 'SMDP', 'SMDP', 'SMDP', 'SMDP')],
      ['2', t('FMMC', 'FMMC', 'FMMC', 'FMMC', 'FMMC', 'FMMC')],
      ['3', t('BMMC', 'BMMC', 'BMMC', 'BMMC', 'BMMC', 'BMMC')],
    ],
  },
  warehouse_grade: {
    name: t(
      '仓库级别',
      'Warehouse grade',
      "Niveau d'entrepôt",
      'Уровень склада',
      'Nivel de almacén',
      'Daraja la ghala',
    ),
    entries: [
      [
        '1',
        t(
          '一级仓（总仓）',
          'Grade 1 (master)',
          'Niveau 1 (principal)',
          'Уровень 1 (главный)',
          'Nivel 1 (principal)',
          'Daraja 1 (kuu)',
        ),
      ],
      [
        '2',
        t(
          '二级仓（分仓）',
          'Grade 2 (sub)',
          'Niveau 2 (secondaire)',
          'Уровень 2 (дочерний)',
          'Nivel 2 (secundario)',
          'Daraja 2 (tawi)',
        ),
      ],
    ],
  },
  message_category: {
    name: t(
      '消息类别',
      'Message category',
      'Catégorie de message',
      'Категория сообщения',
      'Categoría de mensaje',
      'Aina ya ujumbe',
    ),
    entries: [
      ['ORDER', t('订单', 'Order', 'Commande', 'Заказ', 'Pedido', 'Oda')],
      ['STOCK', t('库存', 'Stock', 'Stock', 'Склад', 'Inventario', 'Hisa')],
      ['FINANCE', t('财务', 'Finance', 'Finances', 'Финансы', 'Finanzas', 'Fedha')],
      ['APPROVAL', t('审批', 'Approval', 'Approbation', 'Согласование', 'Aprobación', 'Idhini')],
      ['VISIT', t('拜访', 'Visit', 'Visite', 'Визит', 'Visita', 'Ziara')],
      ['SYSTEM', t('系统', 'System', 'Système', 'Система', 'Sistema', 'Mfumo')],
    ],
  },
};

export async function seedSystemDictionaries(trx: Trx): Promise<void> {
  for (const [code, dictionary] of Object.entries(SYSTEM_DICTIONARIES)) {
    const parentId = await ensure(
      trx,
      'bladeDict',
      { code, parentId: '0' },
      {
        dictKey: '-1',
        dictValue: dictionary.name.zh,
        dictValueI18n: JSON.stringify(dictionary.name),
        isSealed: 1,
      },
    );
    for (const [index, [dictKey, values]] of dictionary.entries.entries()) {
      await ensure(
        trx,
        'bladeDict',
        { code, parentId, dictKey },
        {
          dictValue: values.zh,
          dictValueI18n: JSON.stringify(values),
          sort: index + 1,
          isSealed: 1,
        },
      );
    }
  }
}
