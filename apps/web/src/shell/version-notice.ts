import dayjs from 'dayjs';

/** `systemVersionManage/newest-version` (spec §7): the latest published version, or null. */
export type NewestVersion = {
  id: string;
  versionNumber: string;
  /** `yyyy-MM-dd HH:mm:ss` in the browser's zone (sent as Zone-Id). */
  effectTime: string;
  /** HTML, sanitised again before it is shown. */
  updateContent: string;
  status: number;
};

export const SEEN_VERSION_KEY = 'smdp-seen-version';
const PUBLISHED = 1;

export const versionKey = (version: Pick<NewestVersion, 'id' | 'versionNumber'>) =>
  `${version.id}:${version.versionNumber}`;

/** spec §4: shown when published, already in effect, and not the one the user last closed. */
export function shouldShowVersion(
  version: NewestVersion | null | undefined,
  lastSeen: string | null,
  now: number = Date.now(),
): version is NewestVersion {
  if (!version || version.status !== PUBLISHED) return false;
  const effect = dayjs(version.effectTime);
  return effect.isValid() && effect.valueOf() <= now && versionKey(version) !== lastSeen;
}
