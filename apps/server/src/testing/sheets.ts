import writeXlsxFile from 'write-excel-file/node';

/** A multipart body carrying one file in the field `file`, as browsers and Saber's upload send it. */
export function multipartFile(content: Buffer, filename: string, contentType = 'application/octet-stream') {
  const boundary = 'test-upload-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

export type SheetValue = string | number | null;

/** An .xlsx of these rows (the first is the header), as a person fills a template in Excel. */
export const xlsxOf = (rows: SheetValue[][]): Promise<Buffer> => writeXlsxFile(rows).toBuffer();
