import { Modal, Typography } from 'antd';
import DOMPurify from 'dompurify';
import { useTranslation } from 'react-i18next';
import type { NewestVersion } from './version-notice';

/** The newest published version's notes (spec §4); its HTML is sanitised here whatever the server sent. */
export function VersionNoticeDialog({ version, onClose }: { version: NewestVersion; onClose: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <Modal
      open
      title={t('version.title', { version: version.versionNumber })}
      onCancel={onClose}
      onOk={onClose}
      okText={t('version.ok')}
      cancelButtonProps={{ style: { display: 'none' } }}
    >
      <Typography.Paragraph type="secondary">
        {t('version.effectTime', { time: version.effectTime })}
      </Typography.Paragraph>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the notes are HTML by contract, sanitised by DOMPurify here */}
      <div className="version-notes" dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(version.updateContent) }} />
    </Modal>
  );
}
