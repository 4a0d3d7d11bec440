import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface SplitViewProps {
  /** The list (a compact list or table) on the left. */
  list: ReactNode;
  /** What is selected in it, beside. */
  detail: ReactNode;
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(280px, 360px) minmax(0, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.space.xl};
`;

const Detail = styled.div`
  position: sticky;
  top: ${({ theme }) => theme.space.lg};
  min-width: 0;
  max-height: calc(100dvh - 2 * ${({ theme }) => theme.space.lg});
  overflow-y: auto;
`;

/** List and detail side by side, for desktop widths (see useIsDesktop); phones stack instead. */
export function SplitView({ list, detail }: SplitViewProps) {
  return (
    <Grid>
      <div>{list}</div>
      <Detail>{detail}</Detail>
    </Grid>
  );
}
