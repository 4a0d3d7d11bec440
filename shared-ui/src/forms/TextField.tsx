import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { describedBy, Field } from './Field';
import { controlStyles } from './fieldStyles';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  /** Shown in red under the field and announced with it. */
  error?: ReactNode;
  id?: string;
}

const Input = styled.input<{ $invalid: boolean }>`
  ${controlStyles}
`;

export function TextField({
  label,
  hint,
  error,
  id,
  type = 'text',
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  return (
    <Field id={fieldId} label={label} hint={hint} error={error}>
      <Input
        id={fieldId}
        type={type}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, hint, error)}
        {...inputProps}
      />
    </Field>
  );
}
