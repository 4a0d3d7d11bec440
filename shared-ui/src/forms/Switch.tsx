import { useId, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';

export interface SwitchProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type' | 'role' | 'aria-label'
> {
  /** The visible label ('Push'). */
  label: string;
  /** The switch's full name where the label alone is ambiguous ('Reminders by push'). */
  name?: string;
}

const Label = styled.label<{ $disabled: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.layout.minTarget};
  color: ${({ theme, $disabled }) => ($disabled ? theme.colors.textMuted : theme.colors.text)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: ${({ $disabled }) => ($disabled ? 'default' : 'pointer')};
`;

/** A checkbox drawn as a sliding switch: a track, and a knob that moves right when on. */
const Track = styled.input`
  position: relative;
  flex: none;
  width: 40px;
  height: 24px;
  margin: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.border};
  appearance: none;
  cursor: inherit;
  transition: background 120ms ease;

  &::before {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: 18px;
    height: 18px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.sm};
    transition: transform 120ms ease;
  }

  &:checked {
    background: ${({ theme }) => theme.colors.primary};
  }

  &:checked::before {
    transform: translateX(16px);
  }

  &:disabled {
    opacity: 0.6;
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;

    &::before {
      transition: none;
    }
  }
`;

/** An on/off setting that takes effect at once (role="switch"), labelled beside it. */
export function Switch({ label, name, disabled = false, ...props }: SwitchProps) {
  const id = useId();
  return (
    <Label htmlFor={id} $disabled={disabled}>
      <Track
        id={id}
        type="checkbox"
        role="switch"
        aria-label={name}
        disabled={disabled}
        {...props}
      />
      <span aria-hidden={name === undefined ? undefined : true}>{label}</span>
    </Label>
  );
}
