import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  INTEREST_OPTIONS,
  fromDateTimeLocalValue,
  hasErrors,
  LOADING_TASK,
  paths,
  TASK_NOT_FOUND_ORGANISATION,
  TASK_UPDATE_FAILED,
  TASK_UPDATED,
  toDateTimeLocalValue,
  validateEditTask,
  type EditTaskForm,
  type FieldErrors,
} from 'shared-domain';
import {
  Button,
  EmptyState,
  Loading,
  notify,
  PageColumn,
  TextAreaField,
  TextField,
} from 'shared-ui';
import { tasksApi } from '../api/tasksApi';
import { TaskInterestsField } from './TaskInterestsField';
import { Actions, Form, Heading } from '../../../layout/formLayout';

/** Edit task (SPEC §2, §5): Title, Description, Location, Date & Time; saving returns to My Tasks. */
export function EditTask() {
  const { id } = useParams();
  const detail = tasksApi.useTaskDetailQuery(id ?? skipToken);
  const task = detail.data?.task;
  if (detail.isLoading) return <Loading text={LOADING_TASK} />;
  if (task === undefined) return <EmptyState text={TASK_NOT_FOUND_ORGANISATION} />;
  return (
    <EditTaskForm
      key={task.id}
      taskId={task.id}
      initial={{
        title: task.title,
        description: task.description,
        location: task.location,
        date: toDateTimeLocalValue(task.task_date),
        interests: INTEREST_OPTIONS.filter((interest) => task.interests.includes(interest)),
      }}
    />
  );
}

function EditTaskForm({ taskId, initial }: { taskId: string; initial: EditTaskForm }) {
  const [updateTask, { isLoading: saving }] = tasksApi.useUpdateTaskMutation();
  const navigate = useNavigate();
  const [form, setForm] = useState<EditTaskForm>(initial);
  const [errors, setErrors] = useState<FieldErrors<'title' | 'description' | 'location'>>({});

  const change = (patch: Partial<EditTaskForm>) => setForm({ ...form, ...patch });

  const save = async () => {
    const found = validateEditTask(form);
    setErrors(found);
    if (hasErrors(found)) return;
    try {
      await updateTask({
        taskId,
        edit: {
          title: form.title.trim(),
          description: form.description.trim(),
          location: form.location.trim(),
          task_date: fromDateTimeLocalValue(form.date),
          interests: form.interests,
        },
      }).unwrap();
      notify.success(TASK_UPDATED);
      navigate(paths.organisationMyTasks);
    } catch (error) {
      console.error(error);
      notify.error(TASK_UPDATE_FAILED);
    }
  };

  return (
    <PageColumn $width="form" aria-labelledby="edit-task-heading">
      <Heading id="edit-task-heading">Edit Task</Heading>
      <Form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <TextField
          label="Title"
          value={form.title}
          error={errors.title}
          onChange={(event) => change({ title: event.target.value })}
        />
        <TextAreaField
          label="Description"
          value={form.description}
          error={errors.description}
          onChange={(event) => change({ description: event.target.value })}
        />
        <TextField
          label="Location"
          value={form.location}
          error={errors.location}
          onChange={(event) => change({ location: event.target.value })}
        />
        <TextField
          label="Date & Time"
          type="datetime-local"
          value={form.date}
          onChange={(event) => change({ date: event.target.value })}
        />
        <TaskInterestsField
          value={form.interests}
          onChange={(interests) => change({ interests })}
        />
        <Actions>
          <Button type="button" $variant="secondary" onClick={() => navigate(-1)}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving}>
            Save Changes
          </Button>
        </Actions>
      </Form>
    </PageColumn>
  );
}
