import { useQueryClient } from '@tanstack/react-query';
import { Button, List, message, Popconfirm, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { removeStatementSchedule, scheduleKeys, useStatementSchedules } from './api';

/** The caller's schedules of group statements, each removable. */
export function ScheduleList() {
  const { t } = useTranslation('statement');
  const client = useQueryClient();
  const schedules = useStatementSchedules();
  const remove = async (id: string) => {
    await removeStatementSchedule(id).catch(() => null);
    message.success(t('group.scheduleRemoved'));
    await client.invalidateQueries({ queryKey: scheduleKeys.list() });
  };
  return (
    <List
      size="small"
      header={t('group.schedules')}
      loading={schedules.isLoading}
      locale={{ emptyText: t('group.noSchedules') }}
      dataSource={schedules.data ?? []}
      renderItem={(schedule) => (
        <List.Item
          actions={[
            <Popconfirm key="remove" title={t('group.removeAsk')} onConfirm={() => void remove(schedule.id)}>
              <Button size="small" danger>
                {t('group.remove')}
              </Button>
            </Popconfirm>,
          ]}
        >
          <Space wrap>
            <Tag>{t(`group.frequencies.${schedule.frequency}`)}</Tag>
            <span>
              {t(`group.groups.${schedule.groupBy}`)}
              {schedule.groupValue ? ` ${schedule.groupValue}` : ''}
            </span>
            {schedule.ageing ? <Tag>{t('withAgeing')}</Tag> : null}
            <span>{t('group.lastRun', { date: schedule.lastRunOn ?? '—' })}</span>
          </Space>
        </List.Item>
      )}
    />
  );
}
