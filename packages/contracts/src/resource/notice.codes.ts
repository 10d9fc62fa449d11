import { buttonCodes } from '../codes';

/**
 * Notices (page /resource/notice): staff write (`add`/`edit`/`delete`), `publish` and `withdraw` them and
 * read who has acknowledged them (`view`, `export`); every account reads the notices aimed at it without a code.
 */
export const noticeCodes = buttonCodes('notice', ['view', 'add', 'edit', 'delete', 'export', 'publish', 'withdraw']);
