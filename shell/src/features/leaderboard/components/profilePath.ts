import { paths, type Role } from 'shared-domain';

const volunteerPublicProfile = (userId: string) => `${paths.volunteerProfile}/${userId}`;

/**
 * Where a leaderboard row leads: an organisation sees the volunteer as an applicant, a volunteer
 * sees the public profile, or their own profile for their own row.
 */
export function leaderboardProfilePath(
  role: Role,
  userId: string,
  viewerId: string | null,
): string {
  if (role === 'organisation') return paths.organisationApplicant(userId);
  return userId === viewerId ? paths.volunteerProfile : volunteerPublicProfile(userId);
}
