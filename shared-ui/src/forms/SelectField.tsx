import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { describedBy, Field } from './Field';
import { controlStyles } from './fieldStyles';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  id?: string;
  /** The `<option>` elements. */
  children: ReactNode;
}

const Select = styled.select<{ $invalid: boolean }>`
  ${controlStyles}
  cursor: pointer;
`;

export function SelectField({ label, hint, error, id, children, ...props }: SelectFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  return (
    <Field id={fieldId} label={label} hint={hint} error={error}>
      <Select
        id={fieldId}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, hint, error)}
        {...props}
      >
        {children}
      </Select>
    </Field>
  );
}
