import { LOGOUT_CONFIRMATION } from 'shared-domain';
import styled from 'styled-components';
import {
  AreaLayout,
  ChatIcon,
  GiftIcon,
  HomeIcon,
  ListIcon,
  notify,
  TrophyIcon,
  useConfirm,
  type TabItem,
} from '../src';
import { DialogsDemo } from './demos/DialogsDemo';
import { FormsDemo } from './demos/FormsDemo';
import { InputsDemo } from './demos/InputsDemo';
import { LayoutDemo } from './demos/LayoutDemo';
import { MediaDemo } from './demos/MediaDemo';
import { StatusDemo } from './demos/StatusDemo';
import { TaskCardsDemo } from './demos/TaskCardsDemo';
import { ThemeDemo } from './demos/ThemeDemo';
import { volunteerTabs } from './sampleData';

const icons = [HomeIcon, ListIcon, GiftIcon, ChatIcon, TrophyIcon];

const tabs: TabItem[] = volunteerTabs.map((tab, index) => {
  const Icon = icons[index] ?? HomeIcon;
  return { ...tab, icon: <Icon /> };
});

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Every shared-ui component in its states, framed by the area layout the apps use. */
export function Gallery() {
  const confirm = useConfirm();
  const logout = async () => {
    if (await confirm(LOGOUT_CONFIRMATION, { confirmLabel: 'Log out', destructive: true })) {
      notify.success('Logged out (gallery only)');
    }
  };

  return (
    <AreaLayout
      homePath="/volunteer/home"
      profilePath="/volunteer/profile"
      tabs={tabs}
      onLogout={logout}
    >
      <h1>shared-ui gallery</h1>
      <Intro>
        The area layout around this page is the one every app uses: top bar and bottom tabs on
        phones, a rail from 768 px, a sidebar from 1024 px. Below, each component in its states.
      </Intro>
      <ThemeDemo />
      <TaskCardsDemo />
      <MediaDemo />
      <InputsDemo />
      <LayoutDemo />
      <StatusDemo />
      <FormsDemo />
      <DialogsDemo />
    </AreaLayout>
  );
}
