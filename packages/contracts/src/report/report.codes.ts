import { buttonCodes } from '../codes';

/** The report centre (page /report/index): `view` runs its reports, `export` exports them. */
export const reportCenterCodes = buttonCodes('report_center', ['view', 'export']);
