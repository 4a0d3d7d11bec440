import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space.xxl};
`;

const Heading = styled.h2`
  padding-bottom: ${({ theme }) => theme.space.xs};
  border-bottom: 2px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

export const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

export const Caption = styled.p`
  margin: ${({ theme }) => `${theme.space.md} 0 ${theme.space.xs}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export function GallerySection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Section aria-labelledby={id} data-component={title}>
      <Heading id={id}>{title}</Heading>
      {children}
    </Section>
  );
}
