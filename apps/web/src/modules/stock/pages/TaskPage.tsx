import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '../../../components/document/StatusTag';
import { usePermissions } from '../../../lib/session';
import { CHECK_STATE_COLORS } from '../check/CheckDetail';
import { CountScreen } from '../check/CountScreen';
import { type Check, checkKeys, moveCheck, stockCheckCodes, stockTaskCodes, useCheck, useMyChecks } from '../check-api';

/** /stock/task: the counter's view: the tasks assigned to me, and the counting screen of one. */
export default function TaskPage() {
  const { t } = useTranslation('stockCheck');
  const [opened, setOpened] = useState<string | null>(null);
  const check = useCheck(opened);
  if (opened && check.data)
    return <CountScreen key={check.data.version} check={check.data} onBack={() => setOpened(null)} />;
  return <MyTasks onOpen={setOpened} title={t('myTasks')} />;
}

function MyTasks({ onOpen, title }: { onOpen: (id: string) => void; title: string }) {
  const { t } = useTranslation('stockCheck');
  const client = useQueryClient();
  const codes = usePermissions((state) => state.codes);
  const tasks = useMyChecks();
  const canCount = Boolean(codes[stockTaskCodes.edit] || codes[stockCheckCodes.edit]);
  const open = (tasks.data ?? []).filter((task) => task.state === 'PLANNED' || task.state === 'IN_PROGRESS');

  async function start(task: Check) {
    try {
      await moveCheck('start', task);
      await client.invalidateQueries({ queryKey: checkKeys.all });
      onOpen(task.id);
    } catch {
      // The http layer shows the server's translated refusal.
    }
  }

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Title level={4}>{title}</Typography.Title>
      {open.length === 0 && !tasks.isLoading ? <Empty description={t('noTasks')} /> : null}
      {open.map((task) => (
        <Card key={task.id} size="small" title={task.taskNo}>
          <Space orientation="vertical" size={4}>
            <StatusTag state={task.state} colors={CHECK_STATE_COLORS} label={t(`states.${task.state}`)} />
            <Typography.Text>{`${task.warehouseCode} ${task.warehouseName}`}</Typography.Text>
            {task.dueDate ? (
              <Typography.Text type="secondary">{`${t('dueDate')}: ${task.dueDate}`}</Typography.Text>
            ) : null}
            {task.state === 'PLANNED' && canCount ? (
              <Button type="primary" onClick={() => void start(task)}>
                {t('actions.start')}
              </Button>
            ) : null}
            {task.state === 'IN_PROGRESS' ? (
              <Button type="primary" onClick={() => onOpen(task.id)}>
                {t('count')}
              </Button>
            ) : null}
          </Space>
        </Card>
      ))}
    </Space>
  );
}
