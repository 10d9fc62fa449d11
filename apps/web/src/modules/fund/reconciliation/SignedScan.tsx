import { UploadOutlined } from '@ant-design/icons';
import { Button, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadAttachment } from '../../../components/files/attachments';

const ACCEPT = '.pdf,.png,.jpg,.jpeg';

/** An optional scan of the signed statement: uploaded at once, its attachment id handed up. */
export function SignedScan({ onUploaded }: { onUploaded: (fileId: string | undefined) => void }) {
  const { t } = useTranslation('reconciliation');
  const [name, setName] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Space>
      <Upload
        accept={ACCEPT}
        showUploadList={false}
        beforeUpload={(file) => {
          setBusy(true);
          uploadAttachment(file)
            .then((attachment) => {
              setName(file.name);
              onUploaded(attachment.id);
            })
            .catch(() => undefined)
            .finally(() => setBusy(false));
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy} size="small">
          {t('signedScan')}
        </Button>
      </Upload>
      {name ? <Typography.Text type="secondary">{name}</Typography.Text> : null}
    </Space>
  );
}
