import { useQuery } from '@tanstack/react-query';
import { Modal, Typography } from 'antd';
import DOMPurify from 'dompurify';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { get } from '../lib/http';
import { type NewestVersion, SEEN_VERSION_KEY, shouldShowVersion, versionKey } from './version-notice';

/**
 * spec §4: the newest published version if it is to be announced, whether the server has answered
 * (the store guide waits for it, so two overlays never compete), and how to close the notice.
 */
export function useVersionNotice() {
  const [lastSeen, setLastSeen] = useState(() => localStorage.getItem(SEEN_VERSION_KEY));
  const newest = useQuery({
    queryKey: ['newestVersion'],
    queryFn: () =>
      get<NewestVersion | null>(
        '/blade-system/systemVersionManage/newest-version',
        { platform: 'pc' },
        { quiet: true },
      ),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const version = newest.data;
  // Read again when the answer arrives: another browser tab may have closed the notice meanwhile.
  const seen = newest.isSuccess ? localStorage.getItem(SEEN_VERSION_KEY) : lastSeen;
  const shown = shouldShowVersion(version, seen) ? version : null;
  const close = () => {
    if (!shown) return;
    localStorage.setItem(SEEN_VERSION_KEY, versionKey(shown));
    setLastSeen(versionKey(shown));
  };
  return { version: shown, settled: !newest.isPending, close };
}

export type VersionNoticeState = ReturnType<typeof useVersionNotice>;

/** spec §2/§4: after sign-in, the newest published version's notes, until the user closes them once. */
export function VersionNotice({ notice: { version, close } }: { notice: VersionNoticeState }) {
  const { t } = useTranslation('shell');
  if (!version) return null;
  return (
    <Modal
      open
      title={t('version.title', { version: version.versionNumber })}
      onCancel={close}
      onOk={close}
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
