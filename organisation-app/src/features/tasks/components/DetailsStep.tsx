import {
  TASK_KIND_OPTIONS,
  type DetailsField,
  type FieldErrors,
  type TaskDraft,
} from 'shared-domain';
import { TextAreaField, TextField } from 'shared-ui';
import { Fieldset } from '../../../layout/formLayout';

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
      <Fieldset>
        <legend>Task type</legend>
        {TASK_KIND_OPTIONS.map((kind) => (
          <label key={kind.value} style={{ marginRight: 16 }}>
            <input
              type="radio"
              name="task-kind"
              value={kind.value}
              checked={draft.kind === kind.value}
              onChange={() => onChange({ kind: kind.value })}
            />{' '}
            {kind.label}
          </label>
        ))}
      </Fieldset>
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
