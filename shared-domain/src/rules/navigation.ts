const withoutTrailingSlash = (path: string): string =>
  path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;

function isUnder(pathname: string, tabPath: string): boolean {
  if (tabPath === '/') return true;
  return pathname === tabPath || pathname.startsWith(`${tabPath}/`);
}

/**
 * The active bottom tab is the one whose path prefix matches the current path (SPEC §2). Prefixes
 * match whole segments only, and the longest wins so /organisation/home does not light up for
 * /organisation/homework.
 */
export function activeTabPath(pathname: string, tabPaths: readonly string[]): string | null {
  const current = withoutTrailingSlash(pathname);
  let best: string | null = null;
  for (const tabPath of tabPaths) {
    const candidate = withoutTrailingSlash(tabPath);
    if (isUnder(current, candidate) && (best === null || candidate.length > best.length)) {
      best = tabPath;
    }
  }
  return best;
}

export type Tab = { label: string; path: string };

/** Bottom tabs of the organisation area (SPEC §2). */
export const ORGANISATION_TABS: readonly Tab[] = [
  { label: 'Home', path: '/organisation/home' },
  { label: 'Create', path: '/organisation/createtask' },
  { label: 'My Tasks', path: '/organisation/mytasks' },
  { label: 'Messages', path: '/organisation/messages' },
  { label: 'Leaderboard', path: '/organisation/leaderboard' },
];

/** Bottom tabs of the volunteer area (SPEC §2). */
export const VOLUNTEER_TABS: readonly Tab[] = [
  { label: 'Home', path: '/volunteer/home' },
  { label: 'My Tasks', path: '/volunteer/mytasks' },
  { label: 'Rewards', path: '/volunteer/rewards' },
  { label: 'Messages', path: '/volunteer/messages' },
  { label: 'Leaderboard', path: '/volunteer/leaderboard' },
];

/** Route paths of SPEC §2, built in one place so links and routes agree. */
export const paths = {
  root: '/',
  signIn: '/signin',
  login: '/login',
  signUp: '/signup',
  volunteerSignUp: '/volunteer/signup',
  organisationSignUp: '/organisation/signup',
  checkEmail: '/check-email',
  /** An invitation's link (issue #49): join an organisation's team. */
  join: (invitationId: string) => `/join/${invitationId}`,
  /** An organisation user in no team. */
  noTeam: '/no-team',
  organisationTeam: '/organisation/team',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  volunteerHome: '/volunteer/home',
  volunteerTask: (id: string) => `/volunteer/task/${id}`,
  volunteerTasks: '/volunteer/tasks',
  volunteerOrganisation: (organisationId: string) => `/volunteer/organisation/${organisationId}`,
  volunteerOrganisations: '/volunteer/organisations',
  volunteerMyTasks: '/volunteer/mytasks',
  volunteerProfile: '/volunteer/profile',
  volunteerEditProfile: '/volunteer/edit-profile',
  volunteerApplications: '/volunteer/applications',
  volunteerRewards: '/volunteer/rewards',
  volunteerMessages: '/volunteer/messages',
  volunteerLeaderboard: '/volunteer/leaderboard',
  selectOrganisations: '/volunteer/select-organisations',
  volunteerCompleteProfile: '/volunteer/completeprofile',
  organisationHome: '/organisation/home',
  organisationMyTasks: '/organisation/mytasks',
  /** My Tasks under one filter: where a count of the dashboard leads (issue #44). */
  organisationMyTasksFiltered: (filter: string) => `/organisation/mytasks?filter=${filter}`,
  organisationCreateTask: '/organisation/createtask',
  organisationEditTask: (id: string) => `/organisation/edit-task/${id}`,
  organisationTask: (id: string) => `/organisation/task/${id}`,
  organisationOwnProfile: '/organisation/profile',
  organisationProfile: (orgUserId: string) => `/organisation/profile/${orgUserId}`,
  organisationApplicant: (userId: string) => `/organisation/applicant/${userId}`,
  organisationReview: (taskId: string, userId: string) =>
    `/organisation/review/${taskId}/${userId}`,
  organisationMessages: '/organisation/messages',
  organisationLeaderboard: '/organisation/leaderboard',
  organisationCompleteProfile: '/organisation/completeprofile',
  organisationEditProfile: '/organisation/edit-profile',
  organisationArea: '/organisation',
  volunteerArea: '/volunteer',
  chat: (chatId: string) => `/chat/${chatId}`,
  /** A certificate of volunteering, for anyone with the link (issue #21). */
  certificate: (token: string) => `/certificate/${token}`,
  newChat: (chatId: string) => `/messages/${chatId}`,
} as const;

/** SPEC §2 "Always reachable": the onboarding screens a signed-in user may open before completing the profile. */
const ALWAYS_REACHABLE: readonly string[] = [
  paths.selectOrganisations,
  paths.volunteerCompleteProfile,
  paths.organisationCompleteProfile,
];

/** Whether a path is one of the onboarding screens the access guard lets an incomplete profile open. */
export function isAlwaysReachable(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ALWAYS_REACHABLE.includes(path);
}
