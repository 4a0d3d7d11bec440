import styled from 'styled-components';

/** A screen's title, spaced by the layout around it. */
export const ScreenHeading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

/** A screen's title above a list, which keeps its own space below. */
export const ListScreenHeading = styled(ScreenHeading)`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

/** A titled part of a screen (a group, a category, a profile section). */
export const SectionHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;
