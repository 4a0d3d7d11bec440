import { useEffect, useRef, type ReactNode } from 'react';
import { activeTabPath } from 'shared-domain';
import { Link, useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Logo } from '../brand/Logo';
import { PRODUCT_NAME } from '../brand/productName';
import { BellIcon, LogoutIcon, ProfileIcon } from '../icons/icons';
import { VisuallyHidden } from '../primitives/VisuallyHidden';
import { AreaContent, AreaFrame, desktop, medium } from './areaFrame';
import type { TabItem } from './TabItem';

export interface AreaLayoutProps {
  homePath: string;
  profilePath: string;
  tabs: TabItem[];
  onLogout: () => void;
  children: ReactNode;
  /**
   * A conversation (the chat): its screen fills the content column, edge to edge and full height,
   * beside the rail or sidebar; on a phone it has the whole screen, with its own Back and composer
   * (issue #44: on a laptop the chat lost the sidebar).
   */
  conversation?: boolean;
  /** The tab shown as current where the path is under none of them (the chat: Messages). */
  currentTab?: string;
  /** The notification centre's bell: where it leads, and how many notifications are unread. */
  notifications?: { path: string; unread: number };
}

/*
 * One navigation for every width (issue #19), laid out three ways by CSS so the page holds a single
 * copy of each control:
 * - below `medium` (phones): a top bar (profile, logo, log out) and the tabs fixed at the bottom;
 * - from `medium` (tablets): a rail on the left, icons over short labels;
 * - from `desktop` (laptops): a sidebar with the product name, the tabs as rows, profile and log out
 *   at its foot.
 * The content sits centred beside it, up to the theme's content width.
 */
const SkipLink = styled.a`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  left: ${({ theme }) => theme.space.sm};
  z-index: ${({ theme }) => theme.zIndices.dialog};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
`;

const Header = styled.header<{ $hiddenOnPhone: boolean }>`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.bar};
  /* A conversation has the phone's whole screen: the rail or sidebar shows from medium. */
  display: ${({ $hiddenOnPhone }) => ($hiddenOnPhone ? 'none' : 'grid')};
  grid-template-columns: 48px 1fr 48px 48px;
  grid-template-areas: 'profile home bell logout';
  align-items: center;
  height: ${({ theme }) => theme.layout.topBarHeight};
  padding: 0 ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  ${medium} {
    display: flex;
    flex-direction: column;
    align-items: stretch;
    gap: ${({ theme }) => theme.space.xs};
    height: 100vh;
    height: 100dvh;
    padding: ${({ theme }) => `${theme.space.lg} ${theme.space.sm}`};
    border-bottom: none;
    border-right: 1px solid ${({ theme }) => theme.colors.border};
    box-shadow: none;
  }

  ${desktop} {
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
  }
`;

const HomeLink = styled(Link)`
  grid-area: home;
  justify-self: center;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.layout.minTarget};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  ${medium} {
    justify-content: center;
    margin-bottom: ${({ theme }) => theme.space.lg};
  }

  ${desktop} {
    justify-content: flex-start;
    padding: 0 ${({ theme }) => theme.space.sm};
  }
`;

const ProductName = styled.span`
  display: none;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: -0.01em;

  ${desktop} {
    display: inline;
  }
`;

/** A control of the bar and the sidebar foot: an icon alone on phones and the rail, labelled beside. */
const barControl = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  min-width: ${({ theme }) => theme.layout.minTarget};
  min-height: ${({ theme }) => theme.layout.minTarget};
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  ${desktop} {
    justify-content: flex-start;
    padding: 0 ${({ theme }) => theme.space.md};
  }
`;

const ProfileLink = styled(Link)<{ $active: boolean }>`
  ${barControl}
  grid-area: profile;
  ${({ $active, theme }) =>
    $active &&
    css`
      color: ${theme.colors.primary};
      ${desktop} {
        background: ${theme.colors.primarySoft};
      }
    `}
`;

const BellLink = styled(Link)<{ $active: boolean }>`
  ${barControl}
  grid-area: bell;
  justify-self: end;
  ${({ $active, theme }) =>
    $active &&
    css`
      color: ${theme.colors.primary};
      ${desktop} {
        background: ${theme.colors.primarySoft};
      }
    `}

  ${medium} {
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
`;

const LogoutButton = styled.button`
  ${barControl}
  grid-area: logout;
  justify-self: end;
`;

const ControlLabel = styled.span`
  display: none;

  ${desktop} {
    display: inline;
  }
`;

const Nav = styled.nav`
  position: fixed;
  right: 0;
  bottom: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndices.bar};
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 -1px 2px rgba(16, 24, 20, 0.06);
  padding-bottom: env(safe-area-inset-bottom);

  ${medium} {
    position: static;
    flex: 1;
    padding: 0;
    background: none;
    border: none;
    box-shadow: none;
  }
`;

const List = styled.ul`
  display: flex;
  justify-content: space-around;
  margin: 0;
  padding: 0;
  list-style: none;

  ${medium} {
    flex-direction: column;
    justify-content: flex-start;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

// On phones each tab starts from its label's width and shares the rest, so a long label such as
// 'Leaderboard' gets the room short ones ('Home') leave, and five tabs fit a 360 px phone.
const Item = styled.li`
  flex: 1 1 auto;
  min-width: 0;

  ${medium} {
    flex: none;
  }
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

  ${medium} {
    min-height: 60px;
    border-top: none;
    border-radius: ${({ theme }) => theme.radii.md};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    background: ${({ theme, $active }) => ($active ? theme.colors.primarySoft : 'transparent')};

    &:hover {
      background: ${({ theme, $active }) =>
        $active ? theme.colors.primarySoft : theme.colors.surfaceMuted};
    }
  }

  ${desktop} {
    flex-direction: row;
    justify-content: flex-start;
    gap: ${({ theme }) => theme.space.md};
    min-height: ${({ theme }) => theme.layout.minTarget};
    padding: 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.md};
    text-align: left;
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

const CONTENT_ID = 'area-content';

function unreadText(count: number): string {
  return count === 1 ? '1 unread' : `${count} unread`;
}

/** The count a badge shows: 99+ beyond two digits. */
function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

function AreaTabs({ tabs, current }: { tabs: TabItem[]; current: string | undefined }) {
  const { pathname } = useLocation();
  const active =
    activeTabPath(
      pathname,
      tabs.map((tab) => tab.to),
    ) ?? current;
  return (
    <Nav aria-label="Main">
      <List>
        {tabs.map((tab) => {
          const isActive = tab.to === active;
          const count = tab.badge ?? 0;
          const badge = count > 0 && <CountBadge aria-hidden="true">{badgeText(count)}</CountBadge>;
          return (
            <Item key={tab.to}>
              <TabLink to={tab.to} $active={isActive} aria-current={isActive ? 'page' : undefined}>
                {tab.icon !== undefined && (
                  <IconSlot>
                    {tab.icon}
                    {badge}
                  </IconSlot>
                )}
                <Label>{tab.label}</Label>
                {tab.icon === undefined && badge}
                {count > 0 && <VisuallyHidden>, {unreadText(count)}</VisuallyHidden>}
              </TabLink>
            </Item>
          );
        })}
      </List>
    </Nav>
  );
}

/** A role area's frame: its navigation (bar and tabs, rail or sidebar by width) and its content. */
export function AreaLayout({
  homePath,
  profilePath,
  tabs,
  onLogout,
  children,
  conversation = false,
  currentTab,
  notifications,
}: AreaLayoutProps) {
  const { pathname } = useLocation();
  const header = useRef<HTMLElement>(null);
  const content = useRef<HTMLElement>(null);
  const shownPath = useRef(pathname);
  // After a move to another screen, focus goes to its content, as a page load would put a screen
  // reader there: unless the new screen already took focus itself (a composer, a field).
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const active = document.activeElement;
    if (active === null || active === document.body || header.current?.contains(active)) {
      content.current?.focus({ preventScroll: true });
    }
  }, [pathname]);
  return (
    <AreaFrame $bare={conversation}>
      <SkipLink href={`#${CONTENT_ID}`}>Skip to content</SkipLink>
      <Header ref={header} $hiddenOnPhone={conversation}>
        <HomeLink to={homePath} aria-label={`${PRODUCT_NAME} home`}>
          <Logo />
          <ProductName aria-hidden="true">{PRODUCT_NAME}</ProductName>
        </HomeLink>
        {notifications !== undefined && (
          <BellLink
            to={notifications.path}
            aria-label={
              notifications.unread > 0
                ? `Notifications, ${unreadText(notifications.unread)}`
                : 'Notifications'
            }
            $active={pathname.startsWith(notifications.path)}
            aria-current={pathname === notifications.path ? 'page' : undefined}
          >
            <IconSlot>
              <BellIcon />
              {notifications.unread > 0 && (
                <CountBadge aria-hidden="true">{badgeText(notifications.unread)}</CountBadge>
              )}
            </IconSlot>
            <ControlLabel>Notifications</ControlLabel>
          </BellLink>
        )}
        <AreaTabs tabs={tabs} current={currentTab} />
        <ProfileLink
          to={profilePath}
          aria-label="Profile"
          $active={pathname === profilePath}
          aria-current={pathname === profilePath ? 'page' : undefined}
        >
          <ProfileIcon />
          <ControlLabel>Profile</ControlLabel>
        </ProfileLink>
        <LogoutButton type="button" aria-label="Log out" onClick={onLogout}>
          <LogoutIcon />
          <ControlLabel>Log out</ControlLabel>
        </LogoutButton>
      </Header>
      <AreaContent ref={content} id={CONTENT_ID} tabIndex={-1} $fill={conversation}>
        {children}
      </AreaContent>
    </AreaFrame>
  );
}
