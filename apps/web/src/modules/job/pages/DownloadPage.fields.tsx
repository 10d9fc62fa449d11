import type { TFunction } from 'i18next';
import type { CrudField } from '../../../crud/types';
import type { DownloadRow } from '../api';

/** A size people read: bytes, KB or MB. */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export const downloadFields = (t: TFunction<'job'>): CrudField<DownloadRow>[] => [
  { key: 'fileName', label: t('downloads.file'), column: { key: true, width: 260 } },
  { key: 'size', label: t('downloads.size'), column: { width: 110, render: (value) => sizeText(Number(value)) } },
  { key: 'expireTime', label: t('downloads.expiry'), column: { width: 180 } },
  { key: 'createdBy', label: t('downloads.who'), column: { width: 130 } },
  { key: 'createTime', label: t('downloads.time'), column: { width: 180 } },
];
