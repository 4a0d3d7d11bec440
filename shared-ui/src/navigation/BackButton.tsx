import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ChevronLeftIcon } from '../icons/icons';

export interface BackButtonProps {
  /** Where to go; the previous history entry when absent. */
  to?: string;
  label?: string;
}

const Button = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  min-height: 44px;
  padding: ${({ theme }) => `0 ${theme.space.sm} 0 ${theme.space.xs}`};
  border: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

export function BackButton({ to, label = 'Back' }: BackButtonProps) {
  const navigate = useNavigate();
  return (
    <Button
      type="button"
      onClick={() => {
        if (to === undefined) navigate(-1);
        else navigate(to);
      }}
    >
      <ChevronLeftIcon size={20} />
      {label}
    </Button>
  );
}
