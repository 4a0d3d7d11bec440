import {
  DIFFICULTY_OPTIONS,
  isDifficulty,
  taskDraftPoints,
  taskDraftSchedule,
  totalTaskHours,
  type TaskDraft,
} from 'shared-domain';
import { SelectField } from 'shared-ui';
import styled from 'styled-components';

type Props = {
  draft: TaskDraft;
  error: string | undefined;
  onChange: (patch: Partial<TaskDraft>) => void;
};

const Figure = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primary};
`;

/** Wizard step 3: the difficulty, and the points it earns (SPEC §9) as they change. */
export function PointsStep({ draft, error, onChange }: Props) {
  return (
    <>
      <SelectField
        label="Difficulty"
        value={draft.difficulty ?? ''}
        error={error}
        onChange={(event) => {
          const { value } = event.target;
          onChange({ difficulty: isDifficulty(value) ? value : null });
        }}
      >
        <option value="">Choose a difficulty</option>
        {DIFFICULTY_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      <p>Total hours: {totalTaskHours(taskDraftSchedule(draft))}</p>
      <Figure aria-live="polite" data-testid="task-points">
        {taskDraftPoints(draft)} pts
      </Figure>
    </>
  );
}
