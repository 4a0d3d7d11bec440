import styled from 'styled-components';

/** A profile's figures (points, rating, tasks…): two or three labelled tiles sharing a row. */
export const ProfileStats = styled.dl`
  display: grid;
  grid-auto-columns: minmax(0, 1fr);
  grid-auto-flow: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.lg} 0;
  text-align: center;

  div {
    padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xs};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    overflow-wrap: break-word;
  }
`;

/** A profile's picture beside its name (h1) and a muted line under it. */
export const ProfileIdentity = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};

  h1 {
    margin: 0;
    overflow-wrap: break-word;
  }
  p {
    margin: ${({ theme }) => theme.space.xxs} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
