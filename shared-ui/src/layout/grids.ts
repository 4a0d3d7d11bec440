import styled from 'styled-components';

/**
 * A list of cards (tasks, applications, dashboard tasks), unstyled as a list: one column on phones,
 * then as many columns as give each card 320 px, so a laptop shows a grid rather than one
 * stretched card per row. minmax(min(100%, …)) lets a card shrink to a narrow phone.
 */
export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 320px), 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** As many 140 px tiles a row as fit (organisations to follow, reward items), unstyled as a list. */
export const TileGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;
