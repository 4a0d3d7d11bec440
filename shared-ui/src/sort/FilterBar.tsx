import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { medium } from '../layout/areaFrame';
import { Button } from '../primitives/Button';

const Toggle = styled(Button)`
  ${medium} {
    display: none;
  }
`;

/* Two filters a row on a phone, as many as fit beyond: each a label over its select. */
const Panel = styled.div<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'grid' : 'none')};
  grid-template-columns: repeat(auto-fit, minmax(9.5rem, 1fr));
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  width: 100%;

  ${medium} {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
  }
`;

export interface FilterBarProps {
  /** Names the group and the phone's toggle: 'Filters'. */
  label: string;
  /** How many filters narrow the list now: said on the phone's toggle. */
  activeCount: number;
  /** The filters: SortSelects with their own labels, laid out 'stacked'. */
  children: ReactNode;
}

/**
 * A list's filters: always in view from the `medium` width; on a phone behind a toggle that says how
 * many apply ('Filters (2)'), so the list starts near the top of the screen.
 */
export function FilterBar({ label, activeCount, children }: FilterBarProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <>
      <Toggle
        type="button"
        $variant="secondary"
        $size="sm"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {activeCount > 0 ? `${label} (${activeCount})` : label}
      </Toggle>
      <Panel id={panelId} role="group" aria-label={label} $open={open}>
        {children}
      </Panel>
    </>
  );
}
