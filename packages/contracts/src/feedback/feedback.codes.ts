import { buttonCodes } from '../codes';

/** The feedback page: customers write and answer (add), the company answers, assigns and resolves (edit). */
export const feedbackCodes = buttonCodes('feedback', ['view', 'add', 'edit', 'delete', 'export']);
