import { attachCodes } from '@smdp/contracts/records';
import { message } from 'antd';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../../crud/CrudPage';
import type { CrudConfig } from '../../../crud/types';
import { ATTACH_API, type Attachment, downloadAttachment, uploadAttachment } from '../api';

/** What the file picker offers; the server decides by content. */
export const ACCEPT_ATTACHMENTS = '.png,.jpg,.jpeg,.bmp,.pdf,.xlsx,.docx';

/** Opens the browser's file picker; null when the user cancels. */
function pickFile(accept: string): Promise<File | null> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = accept;
    input.addEventListener('change', () => resolve(input.files?.[0] ?? null), { once: true });
    input.addEventListener('cancel', () => resolve(null), { once: true });
    input.click();
  });
}

/** `1536` → `1.5 KB`. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** /resource/attach: the tenant's files (a customer's accounts: their customer's), with upload and download. */
export default function AttachPage() {
  const { t } = useTranslation('records');
  const config: CrudConfig<Attachment> = {
    code: 'attach',
    title: t('attach.title'),
    entity: t('crud:entities.attach'),
    api: { list: `${ATTACH_API}/list`, remove: `${ATTACH_API}/remove` },
    fields: [
      { key: 'originalName', label: t('attach.name'), search: 'like', column: { key: true, sorter: true } },
      { key: 'extension', label: t('attach.extension'), column: { width: 100 } },
      {
        key: 'attachSize',
        label: t('attach.size'),
        column: { width: 110, sorter: true, render: (value) => fileSize(Number(value)) },
        exportValue: (row) => row.attachSize,
      },
      { key: 'contentType', label: t('attach.contentType'), column: { hidden: true } },
      { key: 'createAccount', label: t('attach.uploadedBy'), search: 'like', column: { width: 140 } },
      { key: 'createTime', label: t('attach.uploadedAt'), search: 'range', column: { width: 180, sorter: true } },
    ],
    toolbarActions: [
      {
        key: 'upload',
        label: t('attach.upload'),
        permission: attachCodes.add,
        run: async ({ refresh }) => {
          const file = await pickFile(ACCEPT_ATTACHMENTS);
          if (!file) return;
          await uploadAttachment(file);
          message.success(t('attach.uploaded', { name: file.name }));
          refresh();
        },
      },
    ],
    rowActions: [
      {
        key: 'download',
        label: t('attach.download'),
        permission: attachCodes.view,
        run: (row) => downloadAttachment(row).catch(() => {}),
      },
    ],
  };
  return <CrudPage config={config} />;
}
