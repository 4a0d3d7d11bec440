import styled from 'styled-components';

/**
 * The layer a dialog sits on: the page dimmed behind. On phones its panel (SheetPanel) rises from the
 * bottom edge, where the thumb is, full width; from the `medium` width it is a centred dialog.
 */
export const SheetBackdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.dialog};
  display: flex;
  align-items: flex-end;
  justify-content: center;
  background: ${({ theme }) => theme.colors.overlay};

  @media (min-width: ${({ theme }) => theme.breakpoints.medium}) {
    align-items: center;
    padding: ${({ theme }) => theme.space.lg};
  }
`;

export const SheetPanel = styled.div`
  width: 100%;
  max-height: calc(100dvh - 48px);
  overflow-y: auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  padding-bottom: calc(${({ theme }) => theme.space.xl} + env(safe-area-inset-bottom));
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => `${theme.radii.lg} ${theme.radii.lg} 0 0`};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  @media (min-width: ${({ theme }) => theme.breakpoints.medium}) {
    max-width: 440px;
    max-height: calc(100dvh - 32px);
    padding: ${({ theme }) => theme.space.xl};
    border-radius: ${({ theme }) => theme.radii.lg};
  }
`;
