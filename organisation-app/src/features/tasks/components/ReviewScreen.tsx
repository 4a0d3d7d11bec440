import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  ALREADY_REVIEWED,
  backendMessageOr,
  INVALID_TASK_OR_USER,
  isRecordId,
  LOADING,
  REVIEW_TARGET_LOAD_FAILED,
  paths,
  REVIEW_SUBMIT_FAILED,
  REVIEW_SUBMITTED,
  REVIEWER_ID_UNAVAILABLE,
  selectActingUserId,
  validateReview,
} from 'shared-domain';
import {
  Avatar,
  Banner,
  Button,
  EmptyState,
  FormError,
  Loading,
  LoadError,
  notify,
  PageColumn,
  StarRating,
  TextAreaField,
} from 'shared-ui';
import styled from 'styled-components';
import { tasksApi } from '../api/tasksApi';
import { sendWaitingDecisions } from '../pendingDecisions';
import { Actions, Form, Heading } from '../../../layout/formLayout';

const Volunteer = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** 'Rate Volunteer' (SPEC §2, §5, §8): one review per task and volunteer, then back to My Tasks. */
export function ReviewScreen() {
  const { taskId, userId } = useParams();
  const navigate = useNavigate();
  const orgId = useSelector(selectActingUserId);
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [submitReview, { isLoading: submitting }] = tasksApi.useSubmitReviewMutation();
  // A hand-edited or truncated link is answered at once, without asking the database.
  const linkValid = isRecordId(taskId) && isRecordId(userId);
  const target = tasksApi.useReviewTargetQuery(linkValid ? { taskId, userId } : skipToken);

  const fail = (message: string) => {
    setProblem(message);
  };

  const submit = async () => {
    if (orgId === null) return fail(REVIEWER_ID_UNAVAILABLE);
    if (taskId === undefined || taskId === '' || userId === undefined || userId === '') {
      return fail(INVALID_TASK_OR_USER);
    }
    const invalid = validateReview({ rating, taskId, userId, orgId });
    if (invalid !== null || rating === null) return fail(invalid ?? INVALID_TASK_OR_USER);
    try {
      // The Done that led here may still be waiting for its Undo window (issue #44): send it first.
      await sendWaitingDecisions();
      await submitReview({ taskId, userId, rating, comment }).unwrap();
      notify.success(REVIEW_SUBMITTED);
      navigate(paths.organisationMyTasks);
    } catch (error) {
      fail(backendMessageOr(error, REVIEW_SUBMIT_FAILED));
    }
  };

  const volunteerName = target.data?.volunteer?.name ?? '';

  return (
    <PageColumn $width="form" aria-labelledby="review-heading">
      <Heading id="review-heading">Rate Volunteer</Heading>
      {!linkValid ||
      (target.data !== undefined && (!target.data.taskFound || target.data.volunteer === null)) ? (
        <EmptyState
          text={INVALID_TASK_OR_USER}
          action={
            <Button as={Link} to={paths.organisationMyTasks} $variant="secondary">
              Back to My Tasks
            </Button>
          }
        />
      ) : target.isError ? (
        <LoadError
          message={REVIEW_TARGET_LOAD_FAILED}
          retrying={target.isFetching}
          onRetry={() => void target.refetch()}
        />
      ) : target.isLoading ? (
        <Loading text={LOADING} />
      ) : target.data?.reviewed ? (
        <Banner variant="success" title={ALREADY_REVIEWED} />
      ) : (
        <Form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {volunteerName !== '' && (
            <Volunteer>
              <Avatar src={target.data?.volunteer?.profile_url ?? null} name={volunteerName} />
              {volunteerName}
            </Volunteer>
          )}
          <StarRating value={rating} onChange={setRating} label="Rating" size={36} />
          <TextAreaField
            label="Comment (optional)"
            value={comment}
            onChange={(event) => setComment(event.target.value)}
          />
          <FormError>{problem}</FormError>
          <Actions>
            <span />
            <Button type="submit" disabled={submitting}>
              Submit Review
            </Button>
          </Actions>
        </Form>
      )}
    </PageColumn>
  );
}
