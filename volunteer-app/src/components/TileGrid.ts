import styled from 'styled-components';

/** As many 140 px tiles a row as fit (organisations to follow, reward items), unstyled as a list. */
export const TileGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;
