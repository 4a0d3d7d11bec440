import { AVATAR_BUCKET, ORG_LOGO_BUCKET, UPLOAD_CACHE_CONTROL_SECONDS } from '../constants';
import { DataError, type Client } from './client';

export type UploadBody = Blob | ArrayBuffer | Uint8Array;

/**
 * A failed storage call as a DataError. Supabase Storage answers its errors with HTTP 400 and the
 * error's real status as a string in the body (storage-js: `status` 400, `statusCode` '403', `code`
 * 'AccessDenied'), so the status reported is the body's, which tells a refusal (403) from a
 * missing bucket (404) or a file too large (413).
 */
export function storageFailure(error: {
  message: string;
  code?: unknown;
  status?: unknown;
  statusCode?: unknown;
}): DataError {
  const fromBody =
    typeof error.statusCode === 'string' && /^\d{3}$/.test(error.statusCode)
      ? Number(error.statusCode)
      : undefined;
  const status = fromBody ?? (typeof error.status === 'number' ? error.status : undefined);
  return new DataError(
    error.message,
    typeof error.code === 'string' ? error.code : undefined,
    status,
  );
}

async function uploadPublic(
  client: Client,
  bucket: string,
  path: string,
  body: UploadBody,
  contentType: string | undefined,
): Promise<string> {
  const storage = client.storage.from(bucket);
  const { error } = await storage.upload(path, body, {
    cacheControl: String(UPLOAD_CACHE_CONTROL_SECONDS),
    upsert: true,
    ...(contentType === undefined ? {} : { contentType }),
  });
  if (error !== null) throw storageFailure(error);
  // The object keeps its name when replaced, and browsers and CDNs keep it for the cache time:
  // the URL names this version, so a new photo shows at once while an unchanged one stays cached.
  return `${storage.getPublicUrl(path).data.publicUrl}?v=${Date.now()}`;
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
