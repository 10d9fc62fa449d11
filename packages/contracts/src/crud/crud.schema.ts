import { z } from 'zod';
import { PageCode, TableLayout } from './table-layout.schema';

/** Which list a layout call is about. */
export const PageQuery = z.object({ pageCode: PageCode });
export const LayoutInput = z.object({ pageCode: PageCode, config: TableLayout });
export type LayoutInput = z.infer<typeof LayoutInput>;
