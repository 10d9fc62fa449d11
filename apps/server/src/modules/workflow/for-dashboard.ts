export { openTaskCount } from './task.queries';
export { openTodoCount } from './todo.service';
