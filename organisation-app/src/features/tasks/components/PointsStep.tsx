import {
  DIFFICULTIES,
  taskDraftPoints,
  taskDraftSchedule,
  totalTaskHours,
  type Difficulty,
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

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

const isDifficulty = (value: string): value is Difficulty =>
  (DIFFICULTIES as readonly string[]).includes(value);

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
        {DIFFICULTIES.map((difficulty) => (
          <option key={difficulty} value={difficulty}>
            {capitalised(difficulty)}
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
