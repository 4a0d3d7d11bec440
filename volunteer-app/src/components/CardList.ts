import styled from 'styled-components';

/** A one-column list of cards (tasks, applications), unstyled as a list. */
export const CardList = styled.ul`
  display: grid;
  /* minmax(0, …) lets a card shrink to a phone's width instead of growing to its content. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;
