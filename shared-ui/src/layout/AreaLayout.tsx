import type { ReactNode } from 'react';
import styled from 'styled-components';
import { BottomTabs } from './BottomTabs';
import type { TabItem } from './TabItem';
import { TopBar } from './TopBar';

export interface AreaLayoutProps {
  homePath: string;
  profilePath: string;
  tabs: TabItem[];
  onLogout: () => void;
  children: ReactNode;
}

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100dvh;
`;

const Content = styled.main`
  flex: 1;
  width: 100%;
  max-width: ${({ theme }) => theme.layout.contentMaxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg};
`;

export function AreaLayout({ homePath, profilePath, tabs, onLogout, children }: AreaLayoutProps) {
  return (
    <Frame>
      <TopBar homePath={homePath} profilePath={profilePath} onLogout={onLogout} />
      <Content>{children}</Content>
      <BottomTabs tabs={tabs} />
    </Frame>
  );
}
