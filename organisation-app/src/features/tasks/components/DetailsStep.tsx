import {
  TASK_KIND_OPTIONS,
  type DetailsField,
  type FieldErrors,
  type TaskDraft,
} from 'shared-domain';
import { RadioGroupField, TextAreaField, TextField } from 'shared-ui';
import { TaskInterestsField } from './TaskInterestsField';

type Props = {
  draft: TaskDraft;
  errors: FieldErrors<DetailsField>;
  onChange: (patch: Partial<TaskDraft>) => void;
};

/** Wizard step 1: what the task is, where, and how many volunteers it needs. */
export function DetailsStep({ draft, errors, onChange }: Props) {
  return (
    <>
      <TextField
        label="Title"
        value={draft.title}
        error={errors.title}
        onChange={(event) => onChange({ title: event.target.value })}
      />
      <TextAreaField
        label="Description"
        value={draft.description}
        error={errors.description}
        onChange={(event) => onChange({ description: event.target.value })}
      />
      <TextField
        label="Location"
        value={draft.location}
        error={errors.location}
        onChange={(event) => onChange({ location: event.target.value })}
      />
      <TextField
        label="Volunteers needed"
        type="number"
        min={1}
        step={1}
        value={Number.isFinite(draft.capacity) ? String(draft.capacity) : ''}
        error={errors.capacity}
        onChange={(event) => onChange({ capacity: Number(event.target.value) })}
      />
      <TaskInterestsField
        value={draft.interests}
        onChange={(interests) => onChange({ interests })}
      />
      <RadioGroupField
        legend="Task type"
        options={TASK_KIND_OPTIONS}
        value={draft.kind}
        onChange={(kind) => onChange({ kind })}
      />
      {draft.kind === 'ongoing' && (
        <TextAreaField
          label="Detailed role description"
          value={draft.detailedDescription}
          error={errors.detailedDescription}
          onChange={(event) => onChange({ detailedDescription: event.target.value })}
        />
      )}
    </>
  );
}
