export * from './condition';
export * from './task.schema';
export * from './todo.schema';
export * from './transition.schema';
export * from './workflow.codes';
