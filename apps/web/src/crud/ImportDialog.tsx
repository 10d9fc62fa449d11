import { InboxOutlined } from '@ant-design/icons';
import type { ImportResult } from '@smdp/contracts';
import { Alert, Button, Modal, message, Space, Switch, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, saveDownload, upload } from '../lib/http';

export type ImportSpec = {
  /** The import call (multipart field `file`, query `isCovered`). */
  path: string;
  /** The empty sheet to fill in, and the name it is saved under. */
  template: string;
  templateName: string;
  /**
   * After a successful import, e.g. to show the passwords of new accounts. A method, so that a page may
   * take the richer answer its own import gives (parameters of methods are bivariant).
   */
  onImported?(result: ImportResult): void;
};

/**
 * Imports an Excel sheet: choose the file, say whether existing records are updated, import. The
 * server checks every row first; a refusal lists each bad row, shown here in full rather than in a toast.
 */
export function ImportDialog({
  spec,
  open,
  entity,
  onClose,
  onDone,
}: {
  spec: ImportSpec;
  open: boolean;
  entity: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('crud');
  const [file, setFile] = useState<File | null>(null);
  const [covered, setCovered] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setFile(null);
    setCovered(false);
    setRefusal(null);
    onClose();
  };

  async function run() {
    if (!file) return;
    setBusy(true);
    setRefusal(null);
    try {
      const result = await upload<ImportResult>(
        spec.path,
        { file },
        { query: { isCovered: covered ? 1 : 0 }, quiet: true },
      );
      message.success(t('import.done', { created: result.created, updated: result.updated }));
      close();
      onDone();
      spec.onImported?.(result);
    } catch (error) {
      setRefusal(error instanceof ApiError ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      title={t('import.title', { entity })}
      onCancel={close}
      onOk={() => void run()}
      okText={t('import.submit')}
      okButtonProps={{ disabled: !file, loading: busy }}
      destroyOnHidden
      maskClosable={false}
    >
      <Space orientation="vertical" style={{ width: '100%' }} size="middle">
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('import.hint')}
        </Typography.Paragraph>
        <Upload.Dragger
          accept=".xlsx"
          maxCount={1}
          fileList={file ? [{ uid: 'chosen', name: file.name, status: 'done' }] : []}
          beforeUpload={(chosen) => {
            setFile(chosen);
            setRefusal(null);
            return false;
          }}
          onRemove={() => setFile(null)}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('import.file')}</p>
        </Upload.Dragger>
        <Space>
          <Switch checked={covered} onChange={setCovered} aria-label={t('import.covered')} />
          <span>{t('import.covered')}</span>
        </Space>
        <Button type="link" style={{ padding: 0 }} onClick={() => void saveDownload(spec.template, spec.templateName)}>
          {t('import.template')}
        </Button>
        {refusal ? (
          <Alert type="error" showIcon title={refusal} style={{ whiteSpace: 'pre-line', overflowWrap: 'break-word' }} />
        ) : null}
      </Space>
    </Modal>
  );
}
