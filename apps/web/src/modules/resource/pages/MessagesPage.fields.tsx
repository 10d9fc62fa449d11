import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import type { MessageRow } from '../api';

/** The columns of the messages list; `categoryName` names a row's category in the reader's language. */
export function messageColumns(t: TFunction, categoryName: (message: MessageRow) => string): ColumnsType<MessageRow> {
  return [
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
      render: (_: string, record: MessageRow) => categoryName(record),
    },
    { title: t('messages.title'), dataIndex: 'title', width: 280 },
    { title: t('messages.time'), dataIndex: 'createTime', width: 190 },
  ];
}
