import type { ReactNode } from 'react';
import styled from 'styled-components';
import { CheckIcon } from '../icons/icons';

export interface ChipOption {
  value: string;
  label: string;
  /** e.g. an organisation's logo (an `Avatar`). */
  icon?: ReactNode;
}

export interface ChipMultiSelectProps {
  /** Group name, e.g. 'Interests'. */
  label: string;
  options: readonly ChipOption[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  /** Hide the visible label when the screen has its own heading (the group keeps its name). */
  hideLabel?: boolean;
}

const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Label = styled.span<{ $hidden: boolean }>`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  ${({ $hidden }) =>
    $hidden &&
    'position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;'}
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Chip = styled.button<{ $on: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.layout.minTarget};
  padding: ${({ theme }) => `0 ${theme.space.md}`};
  border: 2px solid ${({ theme, $on }) => ($on ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $on }) => ($on ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme, $on }) => ($on ? theme.colors.onPrimary : theme.colors.text)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** Toggle chips for choosing several values (interests, organisations). */
export function ChipMultiSelect({
  label,
  options,
  selected,
  onChange,
  hideLabel = false,
}: ChipMultiSelectProps) {
  const toggle = (value: string) => {
    onChange(
      selected.includes(value)
        ? selected.filter((chosen) => chosen !== value)
        : [...selected, value],
    );
  };
  return (
    <Group role="group" aria-label={label}>
      <Label $hidden={hideLabel} aria-hidden="true">
        {label}
      </Label>
      <Chips>
        {options.map((option) => {
          const on = selected.includes(option.value);
          return (
            <Chip
              key={option.value}
              type="button"
              $on={on}
              aria-pressed={on}
              onClick={() => toggle(option.value)}
            >
              {on ? <CheckIcon size={16} /> : option.icon}
              {option.label}
            </Chip>
          );
        })}
      </Chips>
    </Group>
  );
}
