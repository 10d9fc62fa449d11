import { TaskList } from '../TaskList';

/** /work/task: the workflow tasks waiting for the caller, and those it saw closed. */
export default function WorkflowTaskPage() {
  return <TaskList code="workflow" />;
}
