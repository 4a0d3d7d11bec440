import {
  clampWeekdayHours,
  ONCE_OFF_HOURS_MAX,
  ONCE_OFF_HOURS_MIN,
  WEEKDAY_HOURS_MAX,
  WEEKDAY_HOURS_MIN,
  WEEKDAYS,
  WEEKS_MIN,
  type FieldErrors,
  type TaskDraft,
  type TimingField,
  type Weekday,
} from 'shared-domain';
import { CheckboxField, Fieldset, TextField } from 'shared-ui';
import styled from 'styled-components';
import { FieldError } from '../../../layout/formLayout';

type Props = {
  draft: TaskDraft;
  errors: FieldErrors<TimingField>;
  onChange: (patch: Partial<TaskDraft>) => void;
};

const DayRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 96px;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.layout.minTarget};
`;

const HoursInput = styled.input`
  width: 100%;
  min-height: ${({ theme }) => theme.layout.minTarget};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
`;

/** Wizard step 2: when the task happens and for how long. */
export function TimingStep({ draft, errors, onChange }: Props) {
  const ongoing = draft.kind === 'ongoing';
  const toggleDay = (day: Weekday, chosen: boolean) => {
    const hoursByWeekday = { ...draft.hoursByWeekday };
    if (chosen) hoursByWeekday[day] = hoursByWeekday[day] ?? 1;
    else delete hoursByWeekday[day];
    onChange({ hoursByWeekday });
  };
  return (
    <>
      <TextField
        label="Date"
        type="date"
        value={draft.date}
        error={errors.date}
        onChange={(event) => onChange({ date: event.target.value })}
      />
      <TextField
        label="Time"
        type="time"
        value={ongoing ? '' : draft.time}
        disabled={ongoing}
        error={errors.time}
        onChange={(event) => onChange({ time: event.target.value })}
      />
      {ongoing ? (
        <>
          <Fieldset>
            <legend>Days and hours per day</legend>
            {WEEKDAYS.map((day) => {
              const hours = draft.hoursByWeekday[day];
              return (
                <DayRow key={day}>
                  <CheckboxField
                    label={day}
                    checked={hours !== undefined}
                    onChange={(event) => toggleDay(day, event.target.checked)}
                  />
                  {hours !== undefined && (
                    <HoursInput
                      type="number"
                      min={WEEKDAY_HOURS_MIN}
                      max={WEEKDAY_HOURS_MAX}
                      aria-label={`Hours on ${day}`}
                      value={hours}
                      onChange={(event) =>
                        onChange({
                          hoursByWeekday: {
                            ...draft.hoursByWeekday,
                            [day]: clampWeekdayHours(Number(event.target.value)),
                          },
                        })
                      }
                    />
                  )}
                </DayRow>
              );
            })}
            {errors.weekdays !== undefined && (
              <FieldError role="alert">{errors.weekdays}</FieldError>
            )}
            {errors.weekdayHours !== undefined && (
              <FieldError role="alert">{errors.weekdayHours}</FieldError>
            )}
          </Fieldset>
          <TextField
            label="Number of weeks"
            type="number"
            min={WEEKS_MIN}
            step={1}
            value={Number.isFinite(draft.weeks) ? String(draft.weeks) : ''}
            error={errors.weeks}
            onChange={(event) => onChange({ weeks: Number(event.target.value) })}
          />
        </>
      ) : (
        <TextField
          label="Estimated duration (hours)"
          type="number"
          min={ONCE_OFF_HOURS_MIN}
          max={ONCE_OFF_HOURS_MAX}
          value={Number.isFinite(draft.durationHours) ? String(draft.durationHours) : ''}
          error={errors.durationHours}
          onChange={(event) => onChange({ durationHours: Number(event.target.value) })}
        />
      )}
    </>
  );
}
