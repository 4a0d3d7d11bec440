export type SocialNetwork = 'instagram' | 'facebook' | 'tiktok';

/** The organisation profile's social icons, in display order (SPEC §2). */
export const SOCIAL_NETWORKS: readonly SocialNetwork[] = ['instagram', 'facebook', 'tiktok'];

export const SOCIAL_NETWORK_LABELS: Readonly<Record<SocialNetwork, string>> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  tiktok: 'TikTok',
};

const PROFILE_BASE_URLS: Readonly<Record<SocialNetwork, string>> = {
  instagram: 'https://www.instagram.com/',
  facebook: 'https://www.facebook.com/',
  tiktok: 'https://www.tiktok.com/@',
};

const hasScheme = (value: string): boolean => /^https?:\/\//i.test(value);

/**
 * Organisations type a handle ('@seaside') or paste a whole address; both open the profile. Null
 * when nothing was entered, so no icon is shown.
 */
export function socialProfileUrl(
  network: SocialNetwork,
  handleOrUrl: string | null | undefined,
): string | null {
  const value = (handleOrUrl ?? '').trim();
  const handle = value.replace(/^@/, '');
  if (handle === '') return null;
  if (hasScheme(value)) return value;
  return `${PROFILE_BASE_URLS[network]}${encodeURIComponent(handle)}`;
}

/** Websites are stored as typed; a bare domain still needs a scheme to be a link. */
export function websiteUrl(website: string | null | undefined): string | null {
  const value = (website ?? '').trim();
  if (value === '') return null;
  return hasScheme(value) ? value : `https://${value}`;
}
