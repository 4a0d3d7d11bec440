import styled from 'styled-components';

/** A task's or an organisation's facts as label and value pairs, the values wrapping on phones. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  dd {
    margin: 0;
    overflow-wrap: break-word;
  }
`;
