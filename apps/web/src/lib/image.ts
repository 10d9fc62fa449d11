import { settings } from './settings';

/** spec §5: only png, jpeg, jpg and bmp images are accepted, judged by both name and type. */
export function isAcceptedImage(file: { name: string; type: string }): boolean {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const accepted: readonly string[] = settings.imageTypes;
  return accepted.includes(extension) && /^image\/(png|jpeg|jpg|bmp|x-ms-bmp)$/i.test(file.type);
}

export const ACCEPT_IMAGES = settings.imageTypes.map((type) => `.${type}`).join(',');

/** A square thumbnail as a data URL, so an avatar stays small whatever was picked. */
export async function thumbnail(file: Blob, size = 128): Promise<string> {
  const bitmap = await createImageBitmap(file);
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const side = Math.min(bitmap.width, bitmap.height);
  canvas
    .getContext('2d')
    ?.drawImage(bitmap, (bitmap.width - side) / 2, (bitmap.height - side) / 2, side, side, 0, 0, size, size);
  bitmap.close();
  return canvas.toDataURL('image/jpeg', 0.85);
}
