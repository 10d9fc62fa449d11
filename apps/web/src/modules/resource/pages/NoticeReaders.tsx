import { noticeCodes } from '@smdp/contracts/resource';
import { Button, Modal, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Perm } from '../../../components/Perm';
import { exportReaders, type NoticeReadersData, type NoticeRow, useNoticeReaders } from '../notice-api';

type Reader = NoticeReadersData['records'][number];

/** Who in a notice's audience has read and acknowledged it, and who not yet; exportable. */
export function NoticeReaders({ notice, onClose }: { notice: NoticeRow; onClose: () => void }) {
  const { t } = useTranslation('resource');
  const readers = useNoticeReaders(notice.id);
  const data = readers.data;
  return (
    <Modal open title={t('notices.readersOf', { title: notice.title })} onCancel={onClose} footer={null} width={820}>
      <Space wrap className="notice-toolbar">
        {data && (
          <Typography.Text>
            {t('notices.readerCounts', { total: data.total, read: data.read, acked: data.acked })}
          </Typography.Text>
        )}
        <Perm code={noticeCodes.export}>
          <Button onClick={() => void exportReaders(notice.id)}>{t('notices.export')}</Button>
        </Perm>
      </Space>
      <Table<Reader>
        rowKey="userId"
        size="small"
        scroll={{ x: 640 }}
        loading={readers.isFetching}
        dataSource={data?.records ?? []}
        pagination={{ pageSize: 20 }}
        columns={[
          { title: t('notices.customer'), key: 'party', render: (_, r) => `${r.partyCode} ${r.partyName}` },
          { title: t('notices.account'), dataIndex: 'account' },
          { title: t('notices.name'), dataIndex: 'realName' },
          { title: t('notices.readAt'), dataIndex: 'readAt', render: (value: string | null) => value ?? '—' },
          { title: t('notices.ackedAt'), dataIndex: 'ackedAt', render: (value: string | null) => value ?? '—' },
        ]}
      />
    </Modal>
  );
}
