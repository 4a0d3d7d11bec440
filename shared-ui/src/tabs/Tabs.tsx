import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

export interface TabDefinition<T extends string> {
  value: T;
  label: string;
}

export interface TabsProps<T extends string> {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly TabDefinition<T>[];
  value: T;
  onChange: (value: T) => void;
  /** The selected tab's content. */
  children: ReactNode;
}

/**
 * Columns as wide as the widest fair share, never narrower than their label: short sets fill the
 * row in equal parts, a longer label takes what it needs, and a set too long for a phone scrolls
 * sideways instead of breaking labels onto two lines.
 */
const List = styled.div`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(max-content, 1fr);
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xs};
  overflow-x: auto;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Tab = styled.button<{ $selected: boolean }>`
  min-height: ${({ theme }) => theme.layout.minTarget};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.surface : 'transparent')};
  box-shadow: ${({ theme, $selected }) => ($selected ? theme.shadows.sm : 'none')};
  color: ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.textMuted)};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  white-space: nowrap;
  cursor: pointer;

  /* Inside the list's 4 px padding, so the scrolling list does not clip the focus ring. */
  &:focus-visible {
    outline-offset: 1px;
  }
`;

/** WAI-ARIA tabs (e.g. Rewards: 'Menu' and 'My Redemptions') with arrow-key movement. */
export function Tabs<T extends string>({ label, tabs, value, onChange, children }: TabsProps<T>) {
  const baseId = useId();
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const selectedIndex = Math.max(
    tabs.findIndex((tab) => tab.value === value),
    0,
  );

  const select = (index: number) => {
    const tab = tabs[index];
    if (tab === undefined) return;
    onChange(tab.value);
    buttons.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = tabs.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: selectedIndex === last ? 0 : selectedIndex + 1,
      ArrowLeft: selectedIndex === 0 ? last : selectedIndex - 1,
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div>
      <List role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => {
          const selected = index === selectedIndex;
          return (
            <Tab
              key={tab.value}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${index}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel`}
              tabIndex={selected ? 0 : -1}
              $selected={selected}
              onClick={() => select(index)}
            >
              {tab.label}
            </Tab>
          );
        })}
      </List>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${selectedIndex}`}
        tabIndex={0}
      >
        {children}
      </div>
    </div>
  );
}
