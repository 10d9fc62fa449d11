import { DownloadOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { embeddableUrl } from './IframePage';

/** /standalone/pdf?pdfUrl= (spec §2): a PDF attachment in its own window, shown by the browser's viewer. */
export function PdfPage() {
  const { t } = useTranslation('frames');
  const [params] = useSearchParams();
  const src = embeddableUrl(params.get('pdfUrl'));
  if (!src) return <Result status="warning" subTitle={t('pdf.noSource')} />;
  return (
    <div className="pdf-page">
      <div className="pdf-toolbar">
        <Button href={src} target="_blank" rel="noopener" download icon={<DownloadOutlined />}>
          {t('pdf.download')}
        </Button>
      </div>
      <iframe className="embedded-page pdf-frame" src={src} title={t('pdf.title')} />
    </div>
  );
}
