import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../../crud/CrudPage';
import type { CrudConfig } from '../../../crud/types';
import { DOWNLOAD_API, type DownloadRow, downloadFile } from '../api';
import { downloadFields } from './DownloadPage.fields';

/** /resource/download: the caller's own export files until they expire. */
export default function DownloadPage() {
  const { t } = useTranslation('job');
  const config: CrudConfig<DownloadRow> = {
    code: 'download',
    title: t('downloads.title'),
    entity: t('downloads.entity'),
    api: { list: `${DOWNLOAD_API}/list` },
    fields: downloadFields(t),
    rowActions: [{ key: 'download', label: t('downloads.download'), run: (row) => downloadFile(row) }],
  };
  return <CrudPage config={config} />;
}
