import { useId } from 'react';
import styled from 'styled-components';
import { Fieldset } from './Fieldset';

export interface RadioOption<V extends string> {
  value: V;
  label: string;
}

export interface RadioGroupFieldProps<V extends string> {
  legend: string;
  options: readonly RadioOption<V>[];
  value: V;
  onChange: (value: V) => void;
}

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Each choice is a whole target at least 44 px high: the label, not only the 20 px circle. */
const Choice = styled.label<{ $checked: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.layout.minTarget};
  padding: 0 ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.md};
  border: 1px solid
    ${({ theme, $checked }) => ($checked ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $checked }) =>
    $checked ? theme.colors.primarySoft : theme.colors.surface};
  cursor: pointer;

  &:has(:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Circle = styled.input`
  width: 20px;
  height: 20px;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;

  &:focus-visible {
    outline: none;
  }
`;

/** A single choice among a few, as a labelled group of radio buttons. */
export function RadioGroupField<V extends string>({
  legend,
  options,
  value,
  onChange,
}: RadioGroupFieldProps<V>) {
  const name = useId();
  return (
    <Fieldset>
      <legend>{legend}</legend>
      <Options>
        {options.map((option) => (
          <Choice key={option.value} $checked={option.value === value}>
            <Circle
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </Choice>
        ))}
      </Options>
    </Fieldset>
  );
}
