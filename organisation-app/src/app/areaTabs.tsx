import { ChatIcon, HomeIcon, ListIcon, PlusIcon, TrophyIcon, type TabItem } from 'shared-ui';

// The organisation area's bottom tabs exactly as SPEC §2 lists them; used when this remote runs on
// its own (inside the portal the shell renders the same tabs, so they show even when this app is down).
export const organisationTabs: TabItem[] = [
  { label: 'Home', to: '/organisation/home', icon: <HomeIcon /> },
  { label: 'Create', to: '/organisation/createtask', icon: <PlusIcon /> },
  { label: 'My Tasks', to: '/organisation/mytasks', icon: <ListIcon /> },
  { label: 'Messages', to: '/organisation/messages', icon: <ChatIcon /> },
  { label: 'Leaderboard', to: '/organisation/leaderboard', icon: <TrophyIcon /> },
];
