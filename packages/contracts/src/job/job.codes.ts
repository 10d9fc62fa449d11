import { buttonCodes } from '../codes';

/** The jobs page (administrators): `edit` covers retry and cancel. */
export const jobCodes = buttonCodes('job', ['view', 'edit']);
/** The downloads page: every account sees its own files. */
export const downloadCodes = buttonCodes('download', ['view']);
