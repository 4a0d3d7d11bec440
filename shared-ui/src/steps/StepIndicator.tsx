import styled from 'styled-components';
import { CheckIcon } from '../icons/icons';
import { VisuallyHidden } from '../primitives/VisuallyHidden';

export interface StepIndicatorProps {
  /** Step names in order, e.g. ['Details', 'Timing', 'Points']. */
  steps: readonly string[];
  /** Zero-based index of the current step. */
  current: number;
}

type StepState = 'done' | 'current' | 'todo';

const List = styled.ol`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;
  counter-reset: step;
`;

const Step = styled.li<{ $state: StepState }>`
  flex: 1 1 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme, $state }) => ($state === 'todo' ? theme.colors.textMuted : theme.colors.text)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme, $state }) =>
    $state === 'current' ? theme.fontWeights.bold : theme.fontWeights.regular};
  text-align: center;

  &::before {
    content: '';
    align-self: stretch;
    height: 4px;
    border-radius: 2px;
    background: ${({ theme, $state }) =>
      $state === 'todo' ? theme.colors.border : theme.colors.primary};
  }
`;

const Dot = styled.span<{ $state: StepState }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  border-radius: 50%;
  border: 2px solid
    ${({ theme, $state }) => ($state === 'todo' ? theme.colors.border : theme.colors.primary)};
  background: ${({ theme, $state }) =>
    $state === 'todo' ? theme.colors.surface : theme.colors.primary};
  color: ${({ theme, $state }) =>
    $state === 'todo' ? theme.colors.textMuted : theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Name = styled.span`
  max-width: 100%;
  overflow-wrap: break-word;
`;

function stateOf(index: number, current: number): StepState {
  if (index < current) return 'done';
  return index === current ? 'current' : 'todo';
}

const stateText: Record<StepState, string> = {
  done: ' (completed)',
  current: ' (current step)',
  todo: '',
};

export function StepIndicator({ steps, current }: StepIndicatorProps) {
  return (
    <List aria-label={`Step ${Math.min(current + 1, steps.length)} of ${steps.length}`}>
      {steps.map((step, index) => {
        const state = stateOf(index, current);
        return (
          <Step key={step} $state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <Dot $state={state} aria-hidden="true">
              {state === 'done' ? <CheckIcon size={16} /> : index + 1}
            </Dot>
            <Name>
              {step}
              <VisuallyHidden>{stateText[state]}</VisuallyHidden>
            </Name>
          </Step>
        );
      })}
    </List>
  );
}
