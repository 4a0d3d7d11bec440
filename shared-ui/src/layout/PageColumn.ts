import styled from 'styled-components';

export type PageColumnWidth = 'form' | 'detail';

/**
 * A screen's reading column, centred in the content area: `form` for forms and wizards, `detail` for
 * a task's or a profile's page. Lists and dashboards use the whole content width instead.
 */
export const PageColumn = styled.section<{ $width: PageColumnWidth }>`
  width: 100%;
  max-width: ${({ theme, $width }) =>
    $width === 'form' ? theme.layout.formWidth : theme.layout.detailWidth};
  margin-inline: auto;
`;
