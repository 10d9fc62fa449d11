import { Card } from 'antd';
import type { TaskViewProps } from '../../workflow/task-views';
import { useOrder } from '../api';
import { OrderView } from './OrderView';

/** An order waiting in the to-do list, with its buttons. */
export default function OrderTaskView({ docId, onChanged }: TaskViewProps) {
  const order = useOrder(docId);
  if (!order.data) return <Card loading={order.isLoading} />;
  return (
    <OrderView
      order={order.data}
      onChanged={() => {
        void order.refetch();
        onChanged();
      }}
    />
  );
}
