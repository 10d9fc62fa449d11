import { Button, Card, Input, Modal, message, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDictionary } from '../../../lib/dictionary';
import { type MessageRow, openMessage, useMarkAllRead, useMessages, useRefreshMessages } from '../api';
import { messageColumns } from './MessagesPage.fields';
import './messages.css';

export function MessagesPage() {
  const { t, i18n } = useTranslation('resource');
  const categories = useDictionary('message_category');
  const categoryName = (message: MessageRow) =>
    categories.data?.find((entry) => entry.dictKey === message.category)?.dictValue ?? message.categoryName;
  const [paging, setPaging] = useState({ current: 1, size: 10 });
  const [title, setTitle] = useState('');
  const [open, setOpen] = useState<MessageRow | null>(null);
  const list = useMessages(paging, title, i18n.language);
  const refresh = useRefreshMessages();
  const allRead = useMarkAllRead((count) => message.success(t('messages.marked', { count })));

  async function show(record: MessageRow) {
    setOpen(await openMessage(record.id));
    void refresh();
  }

  return (
    <Card title={t('common:layout.messages')}>
      <Space wrap className="messages-toolbar">
        <Input.Search
          placeholder={t('messages.search')}
          aria-label={t('messages.search')}
          allowClear
          onSearch={(value) => setTitle(value)}
        />
        <Button onClick={() => void list.refetch()}>{t('common:common.refresh')}</Button>
        <Button type="primary" loading={allRead.isPending} onClick={() => allRead.mutate()}>
          {t('messages.markAllRead')}
        </Button>
      </Space>
      <Table<MessageRow>
        rowKey="id"
        scroll={{ x: 720 }}
        loading={list.isFetching}
        dataSource={list.data?.records ?? []}
        onRow={(record) => ({ onClick: () => void show(record), style: { cursor: 'pointer' } })}
        pagination={{
          current: paging.current,
          pageSize: paging.size,
          total: list.data?.total ?? 0,
          onChange: (current, size) => setPaging({ current, size }),
        }}
        columns={messageColumns(t, categoryName)}
      />
      <Modal open={Boolean(open)} title={open?.title} onCancel={() => setOpen(null)} footer={null}>
        <Typography.Paragraph type="secondary">
          {open && `${categoryName(open)} · ${open.createTime}`}
        </Typography.Paragraph>
        <Typography.Paragraph className="message-content">{open?.content}</Typography.Paragraph>
      </Modal>
    </Card>
  );
}
