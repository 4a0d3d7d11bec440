import { AVATAR_BUCKET, ORG_LOGO_BUCKET, UPLOAD_CACHE_CONTROL_SECONDS } from '../constants';
import { unwrap, type Client } from './client';

export type UploadBody = Blob | ArrayBuffer | Uint8Array;

async function uploadPublic(
  client: Client,
  bucket: string,
  path: string,
  body: UploadBody,
  contentType: string | undefined,
): Promise<string> {
  const storage = client.storage.from(bucket);
  unwrap(
    await storage.upload(path, body, {
      cacheControl: String(UPLOAD_CACHE_CONTROL_SECONDS),
      upsert: true,
      ...(contentType === undefined ? {} : { contentType }),
    }),
  );
  return storage.getPublicUrl(path).data.publicUrl;
}

/** Uploads a profile photo (path from avatarUploadPath or avatarEditPath) and returns its public URL. */
export function uploadAvatar(
  client: Client,
  path: string,
  body: UploadBody,
  contentType?: string,
): Promise<string> {
  return uploadPublic(client, AVATAR_BUCKET, path, body, contentType);
}

/** Uploads an organisation logo (path from organisationLogoPath) and returns its public URL. */
export function uploadOrganisationLogo(
  client: Client,
  path: string,
  body: UploadBody,
  contentType?: string,
): Promise<string> {
  return uploadPublic(client, ORG_LOGO_BUCKET, path, body, contentType);
}
