import { DataError, uploadAvatar, type Client } from 'shared-domain';

/** The code a failed photo upload carries, so a screen can tell it from a failed save (SPEC §8). */
export const PHOTO_UPLOAD_FAILED_CODE = 'photo_upload_failed';

/** Uploads a profile photo and returns its public URL; a failure carries PHOTO_UPLOAD_FAILED_CODE. */
export async function uploadProfilePhoto(
  client: Client,
  path: string,
  photo: File,
): Promise<string> {
  try {
    return await uploadAvatar(client, path, photo, photo.type);
  } catch (failure) {
    throw new DataError(
      failure instanceof Error ? failure.message : String(failure),
      PHOTO_UPLOAD_FAILED_CODE,
    );
  }
}
