import {
  ChatIcon,
  GiftIcon,
  HomeIcon,
  ListIcon,
  PlusIcon,
  TrophyIcon,
  type TabItem,
} from 'shared-ui';
import type { RemoteName } from './portalConfig';

/** A role area: its paths, the remote that supplies its screens, and the bottom tabs of SPEC §2. */
export interface AreaDefinition {
  remote: RemoteName;
  /** The router id the remote's routes are patched under. */
  routeId: string;
  basePath: string;
  /** Shown in the error screen when the remote cannot be loaded. */
  displayName: string;
  homePath: string;
  profilePath: string;
  tabs: TabItem[];
}

export const volunteerArea: AreaDefinition = {
  remote: 'volunteer',
  routeId: 'volunteer-area',
  basePath: '/volunteer',
  displayName: 'The volunteer area',
  homePath: '/volunteer/home',
  profilePath: '/volunteer/profile',
  tabs: [
    { label: 'Home', to: '/volunteer/home', icon: <HomeIcon /> },
    { label: 'My Tasks', to: '/volunteer/mytasks', icon: <ListIcon /> },
    { label: 'Rewards', to: '/volunteer/rewards', icon: <GiftIcon /> },
    { label: 'Messages', to: '/volunteer/messages', icon: <ChatIcon /> },
    { label: 'Leaderboard', to: '/volunteer/leaderboard', icon: <TrophyIcon /> },
  ],
};

export const organisationArea: AreaDefinition = {
  remote: 'organisation',
  routeId: 'organisation-area',
  basePath: '/organisation',
  displayName: 'The organisation area',
  homePath: '/organisation/home',
  profilePath: '/organisation/profile',
  tabs: [
    { label: 'Home', to: '/organisation/home', icon: <HomeIcon /> },
    { label: 'Create', to: '/organisation/createtask', icon: <PlusIcon /> },
    { label: 'My Tasks', to: '/organisation/mytasks', icon: <ListIcon /> },
    { label: 'Messages', to: '/organisation/messages', icon: <ChatIcon /> },
    { label: 'Leaderboard', to: '/organisation/leaderboard', icon: <TrophyIcon /> },
  ],
};

export const areas: AreaDefinition[] = [volunteerArea, organisationArea];

export function areaForPath(pathname: string): AreaDefinition | undefined {
  return areas.find(
    (area) => pathname === area.basePath || pathname.startsWith(`${area.basePath}/`),
  );
}
