import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PlusIcon } from '../icons/icons';

export interface FloatingActionButtonProps {
  to: string;
  /** Accessible name, e.g. 'Create task'. */
  label: string;
  icon?: ReactNode;
}

const Fab = styled(Link)`
  position: fixed;
  right: ${({ theme }) => theme.space.lg};
  /* Sits above the bottom tab bar rather than covering it. */
  bottom: calc(${({ theme }) => theme.layout.bottomTabsHeight} + ${({ theme }) => theme.space.lg});
  z-index: ${({ theme }) => theme.zIndices.bar};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;

export function FloatingActionButton({ to, label, icon }: FloatingActionButtonProps) {
  return (
    <Fab to={to} aria-label={label}>
      {icon ?? <PlusIcon size={28} />}
    </Fab>
  );
}
