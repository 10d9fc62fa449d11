import type { NoticeReaders } from '@smdp/contracts/resource';
import writeXlsxFile, { type Cell, type Row } from 'write-excel-file/node';
import { formatDateTime } from '../../platform/http/datetime';
import type { Language } from '../../platform/i18n/languages';
import type { Translations } from '../../platform/i18n/translations';

const HEADERS = {
  partyCode: {
    zh: '客户编码',
    en: 'Customer code',
    fr: 'Code client',
    ru: 'Код клиента',
    es: 'Código de cliente',
    sw: 'Msimbo wa mteja',
  },
  partyName: { zh: '客户名称', en: 'Customer', fr: 'Client', ru: 'Клиент', es: 'Cliente', sw: 'Mteja' },
  account: { zh: '账号', en: 'Account', fr: 'Compte', ru: 'Учётная запись', es: 'Cuenta', sw: 'Akaunti' },
  realName: { zh: '姓名', en: 'Name', fr: 'Nom', ru: 'Имя', es: 'Nombre', sw: 'Jina' },
  readAt: { zh: '阅读时间', en: 'Read at', fr: 'Lu le', ru: 'Прочитано', es: 'Leído el', sw: 'Ilisomwa' },
  ackedAt: {
    zh: '确认时间',
    en: 'Acknowledged at',
    fr: 'Accusé le',
    ru: 'Подтверждено',
    es: 'Confirmado el',
    sw: 'Ilithibitishwa',
  },
} satisfies Record<string, Translations>;

const text = (value: string | null, bold = false): Cell =>
  value === null ? null : { value, type: String, ...(bold ? { fontWeight: 'bold' as const } : {}) };

/** The readers report as an .xlsx file: one row per account, times in the caller's zone. */
export async function readersXlsx(readers: NoticeReaders, lang: Language, zone: string): Promise<Buffer> {
  const timeIn = (moment: Date | string | null) => (moment === null ? null : formatDateTime(new Date(moment), zone));
  const rows: Row[] = [
    Object.values(HEADERS).map((title) => text(title[lang] ?? title.en, true)),
    ...readers.records.map(
      (reader): Row => [
        text(reader.partyCode),
        text(reader.partyName),
        text(reader.account),
        text(reader.realName),
        text(timeIn(reader.readAt)),
        text(timeIn(reader.ackedAt)),
      ],
    ),
  ];
  return writeXlsxFile(rows).toBuffer();
}
