import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import {
  Navigate,
  replace,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router-dom';
import { selectRole, SPLASH_TEXT } from 'shared-domain';
import { ScreenSkeleton, Splash } from 'shared-ui';
import { AreaErrorScreen } from '../../features/areas/components/AreaErrorScreen';
import { AreaShell } from '../../features/areas/components/AreaShell';
import { PushPromptHost } from '../../features/push/PushPromptHost';
import { RootRedirect } from '../../features/auth/components/RootRedirect';
import { SignedOutLayout } from '../../features/auth/components/SignedOutLayout';
import { AccessGuard } from '../../features/guard/components/AccessGuard';
import { SignedOutOnly } from '../../features/guard/components/SignedOutOnly';
import { LandingScreen } from '../../features/landing/components/LandingScreen';
import { SignInScreen } from '../../features/signin/components/SignInScreen';
import { SignUpChoice } from '../../features/signup/components/SignUpChoice';
import { SignUpForm } from '../../features/signup/components/SignUpForm';
import { PortalErrorScreen } from '../../features/portal/components/PortalErrorScreen';
import { remoteForPath } from '../../config/areaPaths';
import {
  areaForPath,
  areas,
  organisationArea,
  volunteerArea,
  type AreaDefinition,
} from '../../config/areas';
import type { AreaRoutesLoader } from '../../lib/federation/AreaRoutesLoader';

const LANDING_PATH = '/welcome';

// Screens only a signed-in user reaches load on first visit, so the landing and sign-in screens a
// visitor arrives at do not wait for them (ARCHITECTURE.md §7's landing budget).
const leaderboardScreen = () =>
  import('../../features/leaderboard/components/LeaderboardScreen').then((module) => ({
    Component: module.LeaderboardScreen,
  }));
const messagesScreen = () =>
  import('../../features/messages/components/MessagesScreen').then((module) => ({
    Component: module.MessagesScreen,
  }));
const checkEmailScreen = () =>
  import('../../features/signup/components/CheckEmailScreen').then((module) => ({
    Component: module.CheckEmailScreen,
  }));
const forgotPasswordScreen = () =>
  import('../../features/password/components/ForgotPasswordScreen').then((module) => ({
    Component: module.ForgotPasswordScreen,
  }));
const resetPasswordScreen = () =>
  import('../../features/password/components/ResetPasswordScreen').then((module) => ({
    Component: module.ResetPasswordScreen,
  }));
const certificateScreen = () =>
  import('../../features/certificate/components/CertificateScreen').then((module) => ({
    Component: module.CertificateScreen,
  }));
const notificationsScreen = () =>
  import('../../features/notifications/components/NotificationsScreen').then((module) => ({
    Component: module.NotificationsScreen,
  }));
// The settings' push switch asks through the portal's push feature.
const notificationSettingsScreen = () =>
  Promise.all([
    import('../../features/notifications/components/NotificationSettingsScreen'),
    import('../../features/push/startPushRegistration'),
  ]).then(([{ NotificationSettingsScreen }, { turnOnPush }]) => ({
    element: <NotificationSettingsScreen turnOnPush={turnOnPush} />,
  }));
const unsubscribeScreen = () =>
  import('../../features/notifications/components/UnsubscribeScreen').then((module) => ({
    Component: module.UnsubscribeScreen,
  }));
const joinScreen = () =>
  import('../../features/signup/components/JoinScreen').then((module) => ({
    Component: module.JoinScreen,
  }));
const noTeamScreen = () =>
  import('../../features/team/components/NoTeamScreen').then((module) => ({
    Component: module.NoTeamScreen,
  }));
const chatScreen = () =>
  import('../../features/chat/components/ChatScreen').then(({ ChatScreen }) => ({
    element: (
      <AccessGuard allowedRoles={['volunteer', 'organisation']}>
        <ChatInArea>
          <ChatScreen />
        </ChatInArea>
      </AccessGuard>
    ),
  }));

/**
 * A chat in the frame of the user's own area (issue #44: on a laptop it lost the sidebar), with
 * Messages as the current tab. Its paths stay /chat/{id} and /messages/{id} (SPEC §2).
 */
function ChatInArea({ children }: { children: ReactNode }) {
  const role = useSelector(selectRole);
  return (
    <AreaShell area={role === 'organisation' ? organisationArea : volunteerArea} conversation>
      {children}
    </AreaShell>
  );
}

function areaRoute(area: AreaDefinition): RouteObject {
  return {
    id: area.routeId,
    path: area.basePath,
    // The shell renders the layout, so the tabs, the shell's own screens and logout keep working
    // when the remote is down; the remote's screens arrive as children (patchRoutesOnNavigation).
    element: (
      <AccessGuard allowedRoles={[area.remote]}>
        <AreaShell area={area} belowScreen={<PushPromptHost />} />
      </AccessGuard>
    ),
    // The error screen is the area's frame too (tabs, logout), so it is guarded like the screens.
    errorElement: (
      <AccessGuard allowedRoles={[area.remote]}>
        <AreaErrorScreen area={area} />
      </AccessGuard>
    ),
    children: [
      // A loader's redirect, not a <Navigate> element: rendered, it started the next navigation
      // while the router was still finishing this one, which left the address at the area's base.
      { index: true, loader: () => replace(area.homePath) },
      // Shared screens the shell owns (SPEC §2 "Shared"), so they work while the remote is down.
      { path: 'leaderboard', lazy: leaderboardScreen },
      { path: 'messages', lazy: messagesScreen },
      { path: 'notifications', lazy: notificationsScreen },
      { path: 'notifications/settings', lazy: notificationSettingsScreen },
    ],
  };
}

/**
 * While the router loads the first route: a role area's screen in outline (what index.html painted
 * for a returning user), the splash anywhere else.
 */
function FirstScreenFallback() {
  return remoteForPath(window.location.pathname) === undefined ? (
    <Splash showTagline />
  ) : (
    <ScreenSkeleton status={SPLASH_TEXT} />
  );
}

/** SPEC §2 routing rules. Signed-out screens and the access guard attach here as they arrive. */
export const portalRoutes: RouteObject[] = [
  {
    id: 'root',
    hydrateFallbackElement: <FirstScreenFallback />,
    errorElement: <PortalErrorScreen />,
    children: [
      { index: true, element: <RootRedirect /> },
      {
        // SPEC §2 "Public and signed-out": these exist only for signed-out visitors.
        element: <SignedOutOnly />,
        children: [
          // SPEC sends a signed-out `/` to /signin, so the landing has a path of its own.
          { path: LANDING_PATH, element: <LandingScreen /> },
          {
            element: <SignedOutLayout />,
            children: [
              { path: 'signin', element: <SignInScreen landingPath={LANDING_PATH} /> },
              { path: 'login', element: <SignInScreen landingPath={LANDING_PATH} /> },
              { path: 'signup', element: <SignUpChoice /> },
              { path: 'volunteer/signup', element: <SignUpForm role="volunteer" /> },
              { path: 'organisation/signup', element: <SignUpForm role="organisation" /> },
            ],
          },
          // Issue #15's screens have frames of their own, headed by what the screen is for.
          { path: 'check-email', lazy: checkEmailScreen },
          { path: 'forgot-password', lazy: forgotPasswordScreen },
        ],
      },
      // Always reachable: the reset link signs the account in before it lands here.
      { path: 'reset-password', lazy: resetPasswordScreen },
      // A certificate of volunteering: for whoever holds the link, signed in or not (issue #21).
      { path: 'certificate/:token', lazy: certificateScreen },
      // A notification mail's unsubscribe link: for whoever holds it, signed in or not (issue #48).
      { path: 'unsubscribe', lazy: unsubscribeScreen },
      // A team invitation's link, signed in or not, and where an organisation user in no team
      // lands (issue #49).
      { path: 'join/:invitationId', lazy: joinScreen },
      { path: 'no-team', lazy: noTeamScreen },
      ...areas.map(areaRoute),
      ...['chat/:chatId', 'messages/:chatId'].map((path) => ({ path, lazy: chatScreen })),
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

/**
 * Mounts a role app's routes under its area the first time a path inside the area is visited. A
 * failure is thrown to the area's error screen and nothing is recorded, so the next navigation
 * (Retry) asks the loader again.
 */
export function patchAreaRoutes(loader: AreaRoutesLoader): PatchRoutesOnNavigationFunction {
  const mounted = new Set<string>();
  return async ({ path, patch, signal }) => {
    const area = areaForPath(path);
    if (!area || mounted.has(area.routeId)) return;
    const routes = await loader.load(area.remote);
    if (signal.aborted || mounted.has(area.routeId)) return;
    patch(area.routeId, routes);
    mounted.add(area.routeId);
  };
}
