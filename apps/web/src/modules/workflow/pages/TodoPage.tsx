import { Badge, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useTodoCount } from '../api';
import { TaskList } from '../TaskList';
import { TodoList } from '../TodoList';

/** /todo/index (domain.md §10): the documents waiting for the caller, then its own to-dos. */
export default function TodoPage() {
  const { t } = useTranslation('workflow');
  const count = useTodoCount();
  return (
    <Tabs
      items={[
        {
          key: 'tasks',
          label: (
            <Badge count={count.data?.tasks ?? 0} offset={[10, 0]} size="small">
              {t('tasks.waitingForMe')}
            </Badge>
          ),
          children: <TaskList code="todo" />,
        },
        {
          key: 'todos',
          label: (
            <Badge count={count.data?.todos ?? 0} offset={[10, 0]} size="small">
              {t('todos.title')}
            </Badge>
          ),
          children: <TodoList code="todo" />,
        },
      ]}
    />
  );
}
