import { useId } from 'react';
import styled from 'styled-components';

export interface SortOption<T extends string> {
  value: T;
  label: string;
}

export interface SortSelectProps<T extends string> {
  value: T;
  options: readonly SortOption<T>[];
  onChange: (value: T) => void;
  /** Visible label; 'Sort by' by default. Also used for filters ('Filter by status...'). */
  label?: string;
  /** 'stacked' puts the label above a full-width select (a filter bar's grid cell). */
  layout?: 'inline' | 'stacked';
}

const Field = styled.div<{ $stacked: boolean }>`
  display: ${({ $stacked }) => ($stacked ? 'grid' : 'inline-flex')};
  align-items: center;
  gap: ${({ theme, $stacked }) => ($stacked ? theme.space.xxs : theme.space.sm)};
  max-width: 100%;
  min-width: 0;
`;

const Label = styled.label`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: nowrap;
`;

const Select = styled.select`
  min-width: 0;
  min-height: 44px;
  padding: ${({ theme }) => `0 ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
`;

export function SortSelect<T extends string>({
  value,
  options,
  onChange,
  label = 'Sort by',
  layout = 'inline',
}: SortSelectProps<T>) {
  const id = useId();
  return (
    <Field $stacked={layout === 'stacked'}>
      <Label htmlFor={id}>{label}</Label>
      <Select
        id={id}
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          if (chosen !== undefined) onChange(chosen.value);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}
