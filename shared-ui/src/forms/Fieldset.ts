import styled from 'styled-components';

/** A group of fields or choices under its legend (task type, days and hours). */
export const Fieldset = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  border: none;

  legend {
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;
