import { Card } from 'antd';
import type { TaskViewProps } from '../workflow/task-views';
import { useReceipt } from './api';
import { ReceiptView } from './ReceiptView';

/** A receipt waiting in the to-do list, with its buttons. */
export default function ReceiptTaskView({ docId, onChanged }: TaskViewProps) {
  const receipt = useReceipt(docId);
  if (!receipt.data) return <Card loading={receipt.isLoading} />;
  return (
    <ReceiptView
      receipt={receipt.data}
      onChanged={() => {
        void receipt.refetch();
        onChanged();
      }}
    />
  );
}
