import styled from 'styled-components';

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const UndoButton = styled.button`
  min-height: ${({ theme }) => theme.layout.minTarget};
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  cursor: pointer;
`;

/** What a toast says of a decision still waiting, with Undo (notify.undoable). */
export function UndoToast({ message, onUndo }: { message: string; onUndo: () => void }) {
  return (
    <Line>
      <span>{message}</span>
      <UndoButton type="button" onClick={onUndo}>
        Undo
      </UndoButton>
    </Line>
  );
}
