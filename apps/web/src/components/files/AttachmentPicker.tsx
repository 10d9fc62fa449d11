import { UploadOutlined } from '@ant-design/icons';
import { Button, List, Upload } from 'antd';
import { useState } from 'react';
import { type AttachedFile, uploadAttachment } from './attachments';

/** What the server takes, by content (records' attach.file-type): images and PDFs for proofs and feedback. */
const ACCEPT = '.png,.jpg,.jpeg,.bmp,.pdf';

type Props = {
  value: readonly AttachedFile[];
  onChange: (files: AttachedFile[]) => void;
  /** The most files the document keeps; the button goes away at it. */
  max?: number;
  /** Already translated: the button, the empty list, and the remove link. */
  labels: { add: string; empty: string; remove: string };
};

/** Files of a document being written: each uploaded at once, listed, removable before the document is saved. */
export function AttachmentPicker({ value, onChange, max, labels }: Props) {
  const [uploading, setUploading] = useState(false);
  const add = (file: File) => {
    setUploading(true);
    uploadAttachment(file)
      .then((saved) => onChange([...value, { id: saved.id, originalName: saved.originalName }]))
      // The http layer shows the server's translated refusal (type, size); the list stays as it was.
      .catch(() => undefined)
      .finally(() => setUploading(false));
    return false;
  };
  return (
    <>
      {max === undefined || value.length < max ? (
        <Upload accept={ACCEPT} showUploadList={false} beforeUpload={add}>
          <Button size="small" icon={<UploadOutlined />} loading={uploading}>
            {labels.add}
          </Button>
        </Upload>
      ) : null}
      <List
        size="small"
        dataSource={[...value]}
        locale={{ emptyText: labels.empty }}
        renderItem={(file) => (
          <List.Item
            actions={[
              <Button
                key="remove"
                size="small"
                type="link"
                danger
                onClick={() => onChange(value.filter((one) => one.id !== file.id))}
              >
                {labels.remove}
              </Button>,
            ]}
          >
            <span style={{ wordBreak: 'break-all' }}>{file.originalName}</span>
          </List.Item>
        )}
      />
    </>
  );
}
