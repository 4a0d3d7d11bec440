import { activeTabPath } from 'shared-domain';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import type { TabItem } from './TabItem';

export interface BottomTabsProps {
  tabs: TabItem[];
}

const Nav = styled.nav`
  position: sticky;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndices.bar};
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 -1px 2px rgba(16, 24, 20, 0.06);
  padding-bottom: env(safe-area-inset-bottom);
`;

const List = styled.ul`
  display: flex;
  justify-content: space-around;
  max-width: ${({ theme }) => theme.layout.contentMaxWidth};
  margin: 0 auto;
  padding: 0;
  list-style: none;
`;

// Each tab starts from its label's width and shares the rest, so a long label such as 'Leaderboard'
// gets the room short ones ('Home') leave, and five tabs fit a 360 px phone untruncated.
const Item = styled.li`
  flex: 1 1 auto;
  min-width: 0;
`;

const TabLink = styled(Link)<{ $active: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xxs};
  min-height: ${({ theme }) => theme.layout.bottomTabsHeight};
  padding: ${({ theme }) => theme.space.xs} 0;
  color: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.textMuted)};
  font-size: 0.6875rem;
  font-weight: ${({ theme, $active }) =>
    $active ? theme.fontWeights.bold : theme.fontWeights.medium};
  text-align: center;
  text-decoration: none;
  border-top: 3px solid ${({ theme, $active }) => ($active ? theme.colors.primary : 'transparent')};

  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }

  &:focus-visible {
    outline-offset: -3px;
  }

  @media (min-width: ${({ theme }) => theme.breakpoints.tablet}) {
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const Label = styled.span`
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const IconSlot = styled.span`
  position: relative;
  display: inline-flex;
`;

const CountBadge = styled.span`
  position: absolute;
  top: -6px;
  right: -10px;
  min-width: 18px;
  height: 18px;
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: 0.6875rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 18px;
  text-align: center;
`;

const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

function unreadText(count: number): string {
  return count === 1 ? '1 unread' : `${count} unread`;
}

export function BottomTabs({ tabs }: BottomTabsProps) {
  const { pathname } = useLocation();
  const active = activeTabPath(
    pathname,
    tabs.map((tab) => tab.to),
  );
  return (
    <Nav aria-label="Main">
      <List>
        {tabs.map((tab) => {
          const isActive = tab.to === active;
          const count = tab.badge ?? 0;
          return (
            <Item key={tab.to}>
              <TabLink to={tab.to} $active={isActive} aria-current={isActive ? 'page' : undefined}>
                {tab.icon !== undefined && (
                  <IconSlot>
                    {tab.icon}
                    {count > 0 && (
                      <CountBadge aria-hidden="true">{count > 99 ? '99+' : count}</CountBadge>
                    )}
                  </IconSlot>
                )}
                <Label>{tab.label}</Label>
                {count > 0 && tab.icon === undefined && (
                  <CountBadge aria-hidden="true">{count > 99 ? '99+' : count}</CountBadge>
                )}
                {count > 0 && <VisuallyHidden>, {unreadText(count)}</VisuallyHidden>}
              </TabLink>
            </Item>
          );
        })}
      </List>
    </Nav>
  );
}
