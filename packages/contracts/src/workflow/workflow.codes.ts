import { buttonCodes } from '../codes';

/** The approval rules page (system administration). */
export const workflowRuleCodes = buttonCodes('workflow_rule', ['view', 'add', 'edit', 'delete']);
/** The workflow tasks page: what waits for the caller. */
export const workflowTaskCodes = buttonCodes('workflow', ['view']);
/** The to-do page: one's own to-dos and the tasks waiting. */
export const todoCodes = buttonCodes('todo', ['view', 'add', 'edit', 'delete']);
