import { ChatIcon, GiftIcon, HomeIcon, ListIcon, TrophyIcon, type TabItem } from 'shared-ui';

// The volunteer area's bottom tabs exactly as SPEC §2 lists them; used when this remote runs on its
// own (inside the portal the shell renders the same tabs, so they show even when this app is down).
export const volunteerTabs: TabItem[] = [
  { label: 'Home', to: '/volunteer/home', icon: <HomeIcon /> },
  { label: 'My Tasks', to: '/volunteer/mytasks', icon: <ListIcon /> },
  { label: 'Rewards', to: '/volunteer/rewards', icon: <GiftIcon /> },
  { label: 'Messages', to: '/volunteer/messages', icon: <ChatIcon /> },
  { label: 'Leaderboard', to: '/volunteer/leaderboard', icon: <TrophyIcon /> },
];
