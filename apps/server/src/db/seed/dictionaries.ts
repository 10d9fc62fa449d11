import type { Transaction } from 'kysely';
import type { DB, I18nText } from '../schema';
import { ensure } from './ensure';

type Entry = [key: string, values: Required<I18nText>];
const t = (zh: string, en: string, fr: string, ru: string, es: string, sw: string) => ({ zh, en, fr, ru, es, sw });

/** System dictionaries the shell and the administration screens read through `dict/dictionary`. */
const DICTIONARIES: Record<string, { name: Required<I18nText>; entries: Entry[] }> = {
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

export async function seedDictionaries(trx: Transaction<DB>): Promise<void> {
  for (const [code, dictionary] of Object.entries(DICTIONARIES)) {
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
