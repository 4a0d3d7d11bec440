import type { ReactNode } from 'react';
import { ORGANISATION_TABS, VOLUNTEER_TABS, type Tab } from 'shared-domain';
import { ChatIcon, GiftIcon, HomeIcon, ListIcon, PlusIcon, TrophyIcon } from '../icons/icons';
import type { TabItem } from './TabItem';

// Labels and paths come from shared-domain's SPEC §2 tab lists; this adds only the icons, so the
// shell (which draws each area's layout) and a remote started on its own show the same tabs.
const iconByLabel: Record<string, ReactNode> = {
  Home: <HomeIcon />,
  Create: <PlusIcon />,
  'My Tasks': <ListIcon />,
  Rewards: <GiftIcon />,
  Messages: <ChatIcon />,
  Leaderboard: <TrophyIcon />,
};

const withIcons = (tabs: readonly Tab[]): TabItem[] =>
  tabs.map(({ label, path }) => ({ label, to: path, icon: iconByLabel[label] }));

/** Bottom tabs of the volunteer area: Home, My Tasks, Rewards, Messages, Leaderboard. */
export const volunteerAreaTabs: TabItem[] = withIcons(VOLUNTEER_TABS);

/** Bottom tabs of the organisation area: Home, Create, My Tasks, Messages, Leaderboard. */
export const organisationAreaTabs: TabItem[] = withIcons(ORGANISATION_TABS);
