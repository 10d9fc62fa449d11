import { NOTICE_STATES, type NoticeState, noticeCodes } from '@smdp/contracts/resource';
import { Button, Card, Input, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Perm, usePermission } from '../../../components/Perm';
import { type NoticeFilter, type NoticeRow, openNotice, useNoticeActions, useNotices } from '../notice-api';
import { NoticeDetail } from './NoticeDetail';
import { NoticeForm } from './NoticeForm';
import { NoticeReaders } from './NoticeReaders';
import './notices.css';

const STATE_COLORS: Record<NoticeState, string> = {
  DRAFT: 'default',
  PUBLISHED: 'green',
  EXPIRED: 'orange',
  WITHDRAWN: 'red',
};

/**
 * /resource/notice: staff write, publish and withdraw notices and see who read them; every account reads
 * the notices aimed at it (pinned first) and acknowledges those that ask for it.
 */
export default function NoticePage() {
  const { t } = useTranslation('resource');
  const manager = usePermission(noticeCodes.add);
  const [filter, setFilter] = useState<NoticeFilter>({ current: 1, size: 10, title: '', state: '' });
  const [editing, setEditing] = useState<NoticeRow | null | 'new'>(null);
  const [reading, setReading] = useState<NoticeRow | null>(null);
  const [readersOf, setReadersOf] = useState<NoticeRow | null>(null);
  const list = useNotices(filter);
  const actions = useNoticeActions();

  const read = async (row: NoticeRow) => setReading(await openNotice(row.id));
  const ack = (row: NoticeRow) => actions.ack.mutate(row.id, { onSuccess: (acked) => setReading(acked) });

  return (
    <Card title={t('notices.heading')}>
      <Space wrap className="notice-toolbar">
        <Input.Search
          placeholder={t('notices.search')}
          aria-label={t('notices.search')}
          allowClear
          onSearch={(title) => setFilter({ ...filter, current: 1, title })}
        />
        {manager && (
          <Select<NoticeState | ''>
            aria-label={t('notices.state')}
            style={{ minWidth: 140 }}
            value={filter.state}
            onChange={(state) => setFilter({ ...filter, current: 1, state })}
            options={[
              { value: '', label: t('notices.allStates') },
              ...NOTICE_STATES.map((state) => ({ value: state, label: t(`notices.states.${state}`) })),
            ]}
          />
        )}
        <Perm code={noticeCodes.add}>
          <Button type="primary" onClick={() => setEditing('new')}>
            {t('notices.add')}
          </Button>
        </Perm>
      </Space>
      <Table<NoticeRow>
        rowKey="id"
        scroll={{ x: 760 }}
        loading={list.isFetching}
        dataSource={list.data?.records ?? []}
        pagination={{
          current: filter.current,
          pageSize: filter.size,
          total: list.data?.total ?? 0,
          onChange: (current, size) => setFilter({ ...filter, current, size }),
        }}
        columns={[
          {
            title: t('notices.title'),
            key: 'title',
            render: (_, row) => (
              <Space size={4} wrap>
                {row.pinned && <Tag color="gold">{t('notices.pinned')}</Tag>}
                <Button type="link" size="small" onClick={() => void read(row)}>
                  {row.title}
                </Button>
              </Space>
            ),
          },
          {
            title: t('notices.state'),
            key: 'state',
            render: (_, row) =>
              manager ? (
                <Tag color={STATE_COLORS[row.state]}>{t(`notices.states.${row.state}`)}</Tag>
              ) : (
                <Space size={4} wrap>
                  <Tag color={row.readAt ? 'default' : 'blue'}>
                    {row.readAt ? t('notices.read') : t('notices.unread')}
                  </Tag>
                  {row.requiresAck && (
                    <Tag color={row.ackedAt ? 'green' : 'red'}>
                      {row.ackedAt ? t('notices.acked') : t('notices.ackRequired')}
                    </Tag>
                  )}
                </Space>
              ),
          },
          { title: t('notices.publishAt'), dataIndex: 'publishAt' },
          { title: t('notices.expireAt'), dataIndex: 'expireAt', render: (value: string | null) => value ?? '—' },
          ...(manager
            ? [
                {
                  title: t('notices.actions'),
                  key: 'actions',
                  render: (_: unknown, row: NoticeRow) => (
                    <ManagerActions row={row} onEdit={setEditing} onReaders={setReadersOf} />
                  ),
                },
              ]
            : []),
        ]}
      />
      {editing && <NoticeForm notice={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {readersOf && <NoticeReaders notice={readersOf} onClose={() => setReadersOf(null)} />}
      <NoticeDetail notice={reading} onClose={() => setReading(null)} onAck={ack} acking={actions.ack.isPending} />
    </Card>
  );
}

function ManagerActions({
  row,
  onEdit,
  onReaders,
}: {
  row: NoticeRow;
  onEdit: (row: NoticeRow) => void;
  onReaders: (row: NoticeRow) => void;
}) {
  const { t } = useTranslation('resource');
  const { publish, withdraw, remove } = useNoticeActions();
  const target = { id: row.id, version: row.version };
  return (
    <Space size={0} wrap>
      {row.state === 'DRAFT' && (
        <>
          <Perm code={noticeCodes.edit}>
            <Button type="link" size="small" onClick={() => onEdit(row)}>
              {t('notices.edit')}
            </Button>
          </Perm>
          <Perm code={noticeCodes.publish}>
            <Popconfirm title={t('notices.confirmPublish')} onConfirm={() => publish.mutateAsync(target)}>
              <Button type="link" size="small">
                {t('notices.publish')}
              </Button>
            </Popconfirm>
          </Perm>
        </>
      )}
      {row.state === 'PUBLISHED' && (
        <Perm code={noticeCodes.withdraw}>
          <Popconfirm title={t('notices.confirmWithdraw')} onConfirm={() => withdraw.mutateAsync(target)}>
            <Button type="link" size="small">
              {t('notices.withdraw')}
            </Button>
          </Popconfirm>
        </Perm>
      )}
      {row.state !== 'DRAFT' && (
        <Perm code={noticeCodes.view}>
          <Button type="link" size="small" onClick={() => onReaders(row)}>
            {t('notices.readers')}
          </Button>
        </Perm>
      )}
      <Perm code={noticeCodes.delete}>
        <Popconfirm title={t('notices.confirmDelete')} onConfirm={() => remove.mutateAsync(row.id)}>
          <Button type="link" size="small" danger>
            {t('notices.delete')}
          </Button>
        </Popconfirm>
      </Perm>
    </Space>
  );
}
