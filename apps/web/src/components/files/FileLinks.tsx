import { PaperClipOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { type AttachedFile, downloadAttached } from './attachments';

/** A document's files as download links (fetched with the sign-in header); nothing when it has none. */
export function FileLinks({ files }: { files: readonly AttachedFile[] }) {
  if (!files.length) return null;
  return (
    <Space size={[4, 0]} wrap>
      {files.map((file) => (
        <Button
          key={file.id}
          type="link"
          size="small"
          icon={<PaperClipOutlined />}
          style={{ whiteSpace: 'normal', height: 'auto', textAlign: 'left' }}
          onClick={() => void downloadAttached(file).catch(() => undefined)}
        >
          {file.originalName}
        </Button>
      ))}
    </Space>
  );
}
