import type { Page } from '@smdp/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Input, Modal, message, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDictionary } from '../lib/dictionary';
import { get, post } from '../lib/http';
import './messages.css';

type Message = {
  id: string;
  category: string;
  /** The category's name in the reader's language (the server reads the `message_category` dictionary). */
  categoryName: string;
  title: string;
  content: string;
  createTime: string;
  isRead: number;
};

export function MessagesPage() {
  const { t, i18n } = useTranslation();
  const categories = useDictionary('message_category');
  const categoryName = (message: Message) =>
    categories.data?.find((entry) => entry.dictKey === message.category)?.dictValue ?? message.categoryName;
  const client = useQueryClient();
  const [paging, setPaging] = useState({ current: 1, size: 10 });
  const [title, setTitle] = useState('');
  const [open, setOpen] = useState<Message | null>(null);
  const list = useQuery({
    // Titles and bodies come in the reader's language: another language is another answer.
    queryKey: ['messages', paging, title, i18n.language],
    queryFn: () => get<Page<Message>>('/blade-resource/msg/list', { ...paging, title_like: title }),
  });
  const refresh = () =>
    client.invalidateQueries({ predicate: (q) => ['messages', 'unread'].includes(String(q.queryKey[0])) });
  const allRead = useMutation({
    mutationFn: () => post<number>('/blade-resource/msg/allRead'),
    onSuccess: (count) => {
      message.success(t('messages.marked', { count }));
      void refresh();
    },
  });

  async function show(record: Message) {
    setOpen(await get<Message>('/blade-resource/msg/detail', { id: record.id }));
    void refresh();
  }

  return (
    <Card title={t('layout.messages')}>
      <Space wrap className="messages-toolbar">
        <Input.Search
          placeholder={t('messages.search')}
          aria-label={t('messages.search')}
          allowClear
          onSearch={(value) => setTitle(value)}
        />
        <Button onClick={() => void list.refetch()}>{t('common.refresh')}</Button>
        <Button type="primary" loading={allRead.isPending} onClick={() => allRead.mutate()}>
          {t('messages.markAllRead')}
        </Button>
      </Space>
      <Table<Message>
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
        columns={[
          {
            title: t('messages.state'),
            dataIndex: 'isRead',
            width: 110,
            render: (isRead: number) =>
              isRead ? <Tag>{t('messages.read')}</Tag> : <Tag color="blue">{t('messages.unread')}</Tag>,
          },
          {
            title: t('messages.category'),
            dataIndex: 'category',
            width: 130,
            render: (_: string, record: Message) => categoryName(record),
          },
          { title: t('messages.title'), dataIndex: 'title', width: 280 },
          { title: t('messages.time'), dataIndex: 'createTime', width: 190 },
        ]}
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
