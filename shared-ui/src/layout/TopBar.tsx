import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Logo } from '../brand/Logo';
import { LogoutIcon, ProfileIcon } from '../icons/icons';

export interface TopBarProps {
  homePath: string;
  profilePath: string;
  onLogout: () => void;
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.bar};
  display: grid;
  grid-template-columns: 48px 1fr 48px;
  align-items: center;
  height: ${({ theme }) => theme.layout.topBarHeight};
  padding: 0 ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const iconControl = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  border: none;
  background: transparent;
  cursor: pointer;
  text-decoration: none;
`;

const ProfileLink = styled(Link)`
  ${iconControl}
  color: ${({ theme }) => theme.colors.text};

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const HomeLink = styled(Link)`
  justify-self: center;
  display: inline-flex;
  border-radius: ${({ theme }) => theme.radii.md};
`;

const LogoutButton = styled.button`
  ${iconControl}
  justify-self: end;
  color: ${({ theme }) => theme.colors.text};

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

export function TopBar({ homePath, profilePath, onLogout }: TopBarProps) {
  return (
    <Bar>
      <ProfileLink to={profilePath} aria-label="Profile">
        <ProfileIcon />
      </ProfileLink>
      <HomeLink to={homePath} aria-label="Home">
        <Logo />
      </HomeLink>
      <LogoutButton type="button" aria-label="Log out" onClick={onLogout}>
        <LogoutIcon />
      </LogoutButton>
    </Bar>
  );
}
