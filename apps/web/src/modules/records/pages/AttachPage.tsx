import { attachCodes } from '@smdp/contracts/records';
import { message } from 'antd';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../../crud/CrudPage';
import type { CrudConfig } from '../../../crud/types';
import { ATTACH_API, type Attachment, downloadAttachment, uploadAttachment } from '../api';
import { attachFields } from './AttachPage.fields';

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

/** /resource/attach: the tenant's files (a customer's accounts: their customer's), with upload and download. */
export default function AttachPage() {
  const { t } = useTranslation('records');
  const config: CrudConfig<Attachment> = {
    code: 'attach',
    title: t('attach.title'),
    entity: t('crud:entities.attach'),
    api: { list: `${ATTACH_API}/list`, remove: `${ATTACH_API}/remove` },
    fields: attachFields(t),
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
