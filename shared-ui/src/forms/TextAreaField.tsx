import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { describedBy, Field } from './Field';
import { controlStyles } from './fieldStyles';

export interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id'
> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  id?: string;
}

const TextArea = styled.textarea<{ $invalid: boolean }>`
  ${controlStyles}
  min-height: 96px;
  resize: vertical;
`;

export function TextAreaField({ label, hint, error, id, rows = 4, ...props }: TextAreaFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  return (
    <Field id={fieldId} label={label} hint={hint} error={error}>
      <TextArea
        id={fieldId}
        rows={rows}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, hint, error)}
        {...props}
      />
    </Field>
  );
}
