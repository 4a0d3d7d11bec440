import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';

export interface CheckboxFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type'
> {
  label: ReactNode;
  id?: string;
}

const Label = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  margin-bottom: ${({ theme }) => theme.space.sm};
  cursor: pointer;
`;

const Box = styled.input`
  width: 20px;
  height: 20px;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
`;

export function CheckboxField({ label, id, ...props }: CheckboxFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  return (
    <Label htmlFor={fieldId}>
      <Box id={fieldId} type="checkbox" {...props} />
      {label}
    </Label>
  );
}
