import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { ChevronRightIcon } from '../icons/icons';

export interface CollapsibleProps {
  /** The group's heading, e.g. a task title in the messages list. */
  title: ReactNode;
  /** Extra text beside the title, e.g. a count. */
  meta?: ReactNode;
  /** Groups start collapsed unless told otherwise (SPEC §2: messages groups). */
  defaultOpen?: boolean;
  children: ReactNode;
}

const Group = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  margin-bottom: ${({ theme }) => theme.space.sm};
  overflow: hidden;
`;

const Toggle = styled.button<{ $open: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  min-height: 48px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border: none;
  background: transparent;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-align: left;
  cursor: pointer;

  svg {
    flex: none;
    transform: rotate(${({ $open }) => ($open ? '90deg' : '0deg')});
    transition: transform ${({ theme }) => theme.transitions.fast};
  }

  &:focus-visible {
    outline-offset: -3px;
  }
`;

const Title = styled.span`
  flex: 1;
  min-width: 0;
  overflow-wrap: break-word;
`;

const Meta = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

const Body = styled.div`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export function Collapsible({ title, meta, defaultOpen = false, children }: CollapsibleProps) {
  const [open, setOpen] = useState(defaultOpen);
  const bodyId = useId();
  return (
    <Group>
      <Toggle
        type="button"
        $open={open}
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        <ChevronRightIcon size={18} />
        <Title>{title}</Title>
        {meta !== undefined && <Meta>{meta}</Meta>}
      </Toggle>
      <Body id={bodyId} hidden={!open}>
        {children}
      </Body>
    </Group>
  );
}
