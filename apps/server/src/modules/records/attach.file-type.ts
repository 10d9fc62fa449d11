import { ATTACH_LIMITS } from '@smdp/contracts/records';
import { sniffImageType } from '../../platform/files/image-type';

/** A kind of file the attachments page accepts, told from its content. */
export type AttachType = { mime: string; extension: string };

/** The largest attachment accepted. */
export const ATTACH_MAX_BYTES = ATTACH_LIMITS.fileBytes;
/** Avatars are small pictures; the profile stores only their short url. */
export const AVATAR_MAX_BYTES = ATTACH_LIMITS.avatarBytes;

const PDF = Buffer.from('%PDF-');
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** Office Open XML files are zip archives whose part names say which kind they are. */
const OFFICE_KINDS: { extension: string; part: Buffer; mime: string }[] = [
  {
    extension: 'xlsx',
    part: Buffer.from('xl/'),
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  {
    extension: 'docx',
    part: Buffer.from('word/'),
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
];

/**
 * The allow-list: png, jpeg, bmp, pdf, xlsx and docx, each recognised by its bytes; anything else
 * (a script renamed to .png, html, svg, an arbitrary zip) is null. The name is never trusted.
 */
export function sniffAttachType(content: Buffer): AttachType | null {
  const image = sniffImageType(content);
  if (image) return image;
  if (content.subarray(0, PDF.length).equals(PDF)) return { mime: 'application/pdf', extension: 'pdf' };
  if (content.subarray(0, ZIP.length).equals(ZIP)) {
    const office = OFFICE_KINDS.find(
      (kind) => content.includes(Buffer.from('[Content_Types].xml')) && content.includes(kind.part),
    );
    if (office) return { mime: office.mime, extension: office.extension };
  }
  return null;
}
