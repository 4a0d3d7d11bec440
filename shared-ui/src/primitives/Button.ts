import styled, { css, type DefaultTheme } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md';

export interface ButtonStyleProps {
  $variant?: ButtonVariant;
  $size?: ButtonSize;
  $fullWidth?: boolean;
}

const variants: Record<ButtonVariant, (theme: DefaultTheme) => ReturnType<typeof css>> = {
  primary: (theme) => css`
    background: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
    border-color: ${theme.colors.primary};
    &:hover:not(:disabled) {
      background: ${theme.colors.primaryHover};
    }
  `,
  secondary: (theme) => css`
    background: ${theme.colors.surface};
    color: ${theme.colors.primary};
    border-color: ${theme.colors.primary};
    &:hover:not(:disabled) {
      background: ${theme.colors.primarySoft};
    }
  `,
  danger: (theme) => css`
    background: ${theme.colors.danger};
    color: ${theme.colors.onPrimary};
    border-color: ${theme.colors.danger};
    &:hover:not(:disabled) {
      filter: brightness(0.92);
    }
  `,
  ghost: (theme) => css`
    background: transparent;
    color: ${theme.colors.text};
    border-color: transparent;
    &:hover:not(:disabled) {
      background: ${theme.colors.surfaceMuted};
    }
  `,
};

/** The portal's button; also used with `as={Link}` for links that look like buttons. */
export const Button = styled.button<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  min-width: ${({ theme }) => theme.layout.minTarget};
  min-height: ${({ theme }) => theme.layout.minTarget};
  padding: ${({ theme, $size }) =>
    $size === 'sm' ? `0 ${theme.space.md}` : `0 ${theme.space.lg}`};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.fontSizes.sm : theme.fontSizes.md)};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
  cursor: pointer;
  transition:
    background ${({ theme }) => theme.transitions.fast},
    filter ${({ theme }) => theme.transitions.fast};
  ${({ theme, $variant = 'primary' }) => variants[$variant](theme)}

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;
