import { AVATAR_BUCKET, ORG_LOGO_BUCKET } from '../constants';

/** Lower-case extension of an uploaded file's name; image uploads without one are stored as png. */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const extension = dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
  return /^[a-z0-9]+$/.test(extension) ? extension : 'png';
}

/** Avatar uploaded at signup or profile completion: user id, timestamp and extension (SPEC §7). */
export function avatarUploadPath(userId: string, fileName: string, now: Date): string {
  return `${userId}-${now.getTime()}.${fileExtension(fileName)}`;
}

/** Avatar replaced from the edit-profile screen: user id and extension, overwriting (SPEC §7). */
export function avatarEditPath(userId: string, fileName: string): string {
  return `${userId}.${fileExtension(fileName)}`;
}

/** Organisation logo: user id plus extension (SPEC §7). */
export function organisationLogoPath(userId: string, fileName: string): string {
  return `${userId}.${fileExtension(fileName)}`;
}

/**
 * users.profile_url holds either a full URL (any scheme: https, or a data: image) or a path inside
 * the avatar bucket (SPEC §3); only the latter needs resolving through storage.
 */
export function isStoragePath(profileUrl: string | null | undefined): profileUrl is string {
  return (
    typeof profileUrl === 'string' && profileUrl !== '' && !/^[a-z][a-z0-9+.-]*:/i.test(profileUrl)
  );
}

export const STORAGE_BUCKETS = {
  avatars: AVATAR_BUCKET,
  organisationLogos: ORG_LOGO_BUCKET,
} as const;
