import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import {
  buildNewTaskRow,
  combineTaskDateTime,
  CREATE_TASK_STEPS,
  hasErrors,
  paths,
  REDIRECT_AFTER_CREATION_MS,
  selectActingUserId,
  TASK_CREATE_FAILED,
  TASK_CREATED,
  validateDetailsStep,
  validatePointsStep,
  validateTaskCreation,
  validateTimingStep,
  type FieldErrors,
  type TaskDraft,
} from 'shared-domain';
import {
  Button,
  CheckIcon,
  ConfirmDialog,
  FormError,
  notify,
  PageColumn,
  StepIndicator,
} from 'shared-ui';
import styled from 'styled-components';
import { tasksApi } from '../api/tasksApi';
import { celebrateTaskCreation } from './celebrate';
import { DetailsStep } from './DetailsStep';
import { Actions, Form, Heading } from '../../../layout/formLayout';
import { PointsStep } from './PointsStep';
import { TaskPreview } from './TaskPreview';
import { TimingStep } from './TimingStep';

export const EMPTY_TASK_DRAFT: TaskDraft = {
  interests: [],
  title: '',
  description: '',
  location: '',
  capacity: 1,
  kind: 'once-off',
  detailedDescription: '',
  date: '',
  time: '',
  hoursByWeekday: {},
  weeks: 1,
  durationHours: 1,
  difficulty: null,
};

// What the organisation sees while the confetti falls, before SPEC's move to the dashboard.
const Success = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.layout.formWidth};
  margin: ${({ theme }) => theme.space.xxl} auto 0;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  text-align: center;

  > svg {
    padding: ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radii.round};
    background: ${({ theme }) => theme.colors.successSoft};
    color: ${({ theme }) => theme.colors.success};
    box-sizing: content-box;
  }
`;

const SuccessTitle = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const SuccessNext = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The create-task wizard (SPEC §2, §5): Details, Timing, Points, then a preview before creating. */
export function CreateTaskWizard() {
  const navigate = useNavigate();
  const userId = useSelector(selectActingUserId);
  const organisation = tasksApi.useOwnOrganisationQuery(userId ?? skipToken).data;
  const [createTask, { isLoading: creating }] = tasksApi.useCreateTaskMutation();
  const [draft, setDraft] = useState<TaskDraft>(EMPTY_TASK_DRAFT);
  const [step, setStep] = useState(0);
  const [errors, setErrors] = useState<FieldErrors<string>>({});
  const [previewing, setPreviewing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState(false);

  useEffect(() => {
    if (!created) return undefined;
    const timer = setTimeout(() => navigate(paths.organisationArea), REDIRECT_AFTER_CREATION_MS);
    return () => clearTimeout(timer);
  }, [created, navigate]);

  const change = (patch: Partial<TaskDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const stepErrors = (): FieldErrors<string> => {
    if (step === 0) return validateDetailsStep(draft);
    if (step === 1) return validateTimingStep(draft, new Date());
    return validatePointsStep(draft);
  };

  const next = () => {
    const found = stepErrors();
    setErrors(found);
    if (hasErrors(found)) return;
    if (step < CREATE_TASK_STEPS.length - 1) setStep(step + 1);
    else setPreviewing(true);
  };

  const fail = (message: string) => {
    setFailure(message);
  };

  const create = async () => {
    setPreviewing(false);
    const problem = validateTaskCreation({ organisationId: organisation?.id, date: draft.date });
    if (
      problem !== null ||
      organisation === undefined ||
      organisation === null ||
      userId === null
    ) {
      fail(problem ?? TASK_CREATE_FAILED);
      return;
    }
    const start = combineTaskDateTime(draft.date, draft.time, draft.kind);
    if (start === null || draft.difficulty === null) {
      fail(TASK_CREATE_FAILED);
      return;
    }
    try {
      await createTask(
        buildNewTaskRow(
          { ...draft, difficulty: draft.difficulty },
          { userId, organisationId: organisation.id },
          start,
        ),
      ).unwrap();
      notify.success(TASK_CREATED);
      celebrateTaskCreation();
      setCreated(true);
    } catch (error) {
      console.error(error);
      fail(TASK_CREATE_FAILED);
    }
  };

  if (created) {
    return (
      <Success role="status">
        <CheckIcon size={40} />
        <SuccessTitle>Your task is live</SuccessTitle>
        <SuccessNext>
          “{draft.title}” is open for volunteers. Taking you to your dashboard…
        </SuccessNext>
      </Success>
    );
  }

  return (
    <PageColumn $width="form" aria-labelledby="create-task-heading">
      <Heading id="create-task-heading">Create a task</Heading>
      <StepIndicator steps={CREATE_TASK_STEPS} current={step} />
      <Form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          next();
        }}
      >
        {step === 0 && <DetailsStep draft={draft} errors={errors} onChange={change} />}
        {step === 1 && <TimingStep draft={draft} errors={errors} onChange={change} />}
        {step === 2 && <PointsStep draft={draft} error={errors.difficulty} onChange={change} />}
        <FormError>{failure}</FormError>
        <Actions>
          {step > 0 ? (
            <Button
              type="button"
              $variant="secondary"
              onClick={() => {
                setErrors({});
                setStep(step - 1);
              }}
            >
              Back
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" disabled={creating}>
            {step < CREATE_TASK_STEPS.length - 1 ? 'Next' : 'Preview'}
          </Button>
        </Actions>
      </Form>
      <ConfirmDialog
        open={previewing}
        title="Preview"
        message={<TaskPreview draft={draft} />}
        confirmLabel="Create This Task"
        cancelLabel="Edit"
        onConfirm={() => void create()}
        onCancel={() => setPreviewing(false)}
      />
    </PageColumn>
  );
}
