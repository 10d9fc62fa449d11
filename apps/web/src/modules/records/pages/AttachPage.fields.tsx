import type { TFunction } from 'i18next';
import type { CrudField } from '../../../crud/types';
import type { Attachment } from '../api';

/** `1536` → `1.5 KB`. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The documents holding a file, by kind and number: `Receipt SK20260601-0001, Feedback Torn carton`. */
function documentsOf(t: TFunction<'records'>, row: Attachment): string {
  return row.documents
    .map(
      (document) => `${t(`attach.docTypes.${document.docType}`, { defaultValue: document.docType })} ${document.docNo}`,
    )
    .join(', ');
}

/** The attachment list's columns. */
export function attachFields(t: TFunction<'records'>): CrudField<Attachment>[] {
  return [
    { key: 'originalName', label: t('attach.name'), search: 'like', column: { key: true, sorter: true } },
    { key: 'extension', label: t('attach.extension'), column: { width: 100 } },
    {
      key: 'attachSize',
      label: t('attach.size'),
      column: { width: 110, sorter: true, render: (value) => fileSize(Number(value)) },
      exportValue: (row) => row.attachSize,
    },
    {
      key: 'documents',
      label: t('attach.documents'),
      column: { width: 220, render: (_, row) => documentsOf(t, row) },
      exportValue: (row) => documentsOf(t, row),
    },
    { key: 'contentType', label: t('attach.contentType'), column: { hidden: true } },
    { key: 'createAccount', label: t('attach.uploadedBy'), search: 'like', column: { width: 140 } },
    { key: 'createTime', label: t('attach.uploadedAt'), search: 'range', column: { width: 180, sorter: true } },
  ];
}
