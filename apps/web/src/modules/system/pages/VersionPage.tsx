import { versionCodes } from '@smdp/contracts/system';
import { Modal, message, Tag, Typography } from 'antd';
import DOMPurify from 'dompurify';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CrudPage } from '../../../crud/CrudPage';
import type { CrudConfig } from '../../../crud/types';
import { publishVersion, type SystemVersion, VERSION_API } from '../api';

const PUBLISHED = 1;
const DRAFT = 0;

/**
 * Versions and their release notes (spec §7 `systemVersionManage`). Notes are HTML written in a plain
 * text area; the server sanitises them and the preview runs DOMPurify again, as the notice itself does.
 */
export default function VersionPage() {
  const { t } = useTranslation('system');
  const [preview, setPreview] = useState<SystemVersion | null>(null);
  const statusOptions = [
    { value: PUBLISHED, label: t('version.published') },
    { value: DRAFT, label: t('version.draft') },
  ];

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
    fields: [
      {
        key: 'versionNumber',
        label: t('version.versionNumber'),
        search: 'like',
        column: { key: true, width: 140, sorter: true },
        form: {
          required: true,
          max: 32,
          rule: z.string().regex(/^[0-9A-Za-z][0-9A-Za-z.+_-]*$/, t('version.versionNumberRule')),
          placeholder: '1.2.0',
        },
      },
      {
        key: 'platform',
        label: t('version.platform'),
        kind: 'select',
        options: [
          { value: 'pc', label: t('version.platformPc') },
          { value: 'app', label: t('version.platformApp') },
        ],
        column: { width: 110 },
        form: { required: true, initial: 'pc' },
      },
      {
        key: 'effectTime',
        label: t('version.effectTime'),
        kind: 'datetime',
        search: 'range',
        column: { width: 180, sorter: true },
        form: { required: true },
      },
      {
        key: 'status',
        label: t('version.status'),
        options: statusOptions,
        search: 'equal',
        column: {
          width: 110,
          render: (value) =>
            value === PUBLISHED ? <Tag color="green">{t('version.published')}</Tag> : <Tag>{t('version.draft')}</Tag>,
        },
      },
      {
        key: 'updateContent',
        label: t('version.updateContent'),
        kind: 'textarea',
        column: {
          render: (value) => (
            <Typography.Text ellipsis style={{ maxWidth: 320 }}>
              {new DOMParser().parseFromString(DOMPurify.sanitize(String(value ?? '')), 'text/html').body.textContent}
            </Typography.Text>
          ),
        },
        form: { max: 20_000, placeholder: t('version.updateContentHelp') },
      },
      { key: 'createTime', label: t('common.createTime'), column: { hidden: true, sorter: true } },
    ],
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
