import { CheckSquareOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { settings } from '../lib/settings';
import { useTodoCount } from '../modules/workflow/api';

/** The top bar's to-do count (domain.md §10): documents waiting for the user plus its open to-dos; red when any is overdue. */
export function TodoBadge() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const count = useTodoCount();
  const total = (count.data?.tasks ?? 0) + (count.data?.todos ?? 0);
  return (
    <Badge
      count={total}
      overflowCount={settings.unreadBadgeMax}
      color={count.data?.overdue ? undefined : 'blue'}
      title={t('layout.todoBadge')}
    >
      <Button
        type="text"
        aria-label={t('layout.todoBadge')}
        icon={<CheckSquareOutlined />}
        onClick={() => navigate('/todo/index')}
      />
    </Badge>
  );
}
