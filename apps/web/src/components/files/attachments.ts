import type { Wire } from '@smdp/contracts';
import type { UploadedAttachment } from '@smdp/contracts/records';
import type { z } from 'zod';
import { saveDownload, upload } from '../../lib/http';

/** A file a document names: its attachment id and the name shown; `link` where it downloads from. */
export type AttachedFile = { id: string; originalName: string; link?: string };

export const ATTACH_API = '/blade-resource/attach';

/** Uploads one file to the attachment store; the document then keeps its id. */
export const uploadAttachment = (file: File) =>
  upload<Wire<z.output<typeof UploadedAttachment>>>(`${ATTACH_API}/upload`, { file });

/** Downloads one file (the link needs the sign-in header, so it is fetched, not followed). */
export const downloadAttached = (file: AttachedFile) =>
  file.link ? saveDownload(file.link.replace(/^\/api(?=\/)/, ''), file.originalName) : Promise.resolve();
