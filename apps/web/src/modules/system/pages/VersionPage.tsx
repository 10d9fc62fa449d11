import { versionCodes } from '@smdp/contracts/system';
import { Modal, message, Typography } from 'antd';
import DOMPurify from 'dompurify';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../../crud/CrudPage';
import type { CrudConfig } from '../../../crud/types';
import { publishVersion, type SystemVersion, VERSION_API } from '../api';
import { PUBLISHED, versionFields } from './VersionPage.fields';

const _DRAFT = 0;

/**
 * Versions and their release notes (spec §7 `systemVersionManage`). Notes are HTML written in a plain
 * text area; the server sanitises them and the preview runs DOMPurify again, as the notice itself does.
 */
export default function VersionPage() {
  const { t } = useTranslation('system');
  const [preview, setPreview] = useState<SystemVersion | null>(null);

  const config: CrudConfig<SystemVersion> = {
    code: 'version',
    title: t('version.title'),
    entity: t('crud:entities.version'),
    api: {
      list: `${VERSION_API}/page`,
      detail: `${VERSION_API}/detail`,
      submit: `${VERSION_API}/submit`,
      remove: `${VERSION_API}/remove`,
      removeMethod: 'DELETE',
    },
    dialogWidth: 760,
    fields: versionFields(t),
    rowActions: [
      { key: 'preview', label: t('version.preview'), permission: versionCodes.view, run: (row) => setPreview(row) },
      {
        key: 'publish',
        label: t('version.publish'),
        permission: versionCodes.publish,
        confirm: t('version.publishConfirm'),
        visible: (row) => row.status !== PUBLISHED,
        run: async (row, { refresh }) => {
          await publishVersion(row.id);
          message.success(t('version.publishedToast'));
          refresh();
        },
      },
    ],
  };

  return (
    <>
      <CrudPage config={config} />
      <Modal
        open={Boolean(preview)}
        title={t('version.previewTitle', { version: preview?.versionNumber ?? '' })}
        onCancel={() => setPreview(null)}
        footer={null}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">
          {t('version.effectTime')}: {preview?.effectTime}
        </Typography.Paragraph>
        <div
          className="version-notes"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: release notes are HTML by contract, sanitised by the server and again by DOMPurify here
          dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(preview?.updateContent ?? '') }}
        />
      </Modal>
    </>
  );
}
