import { useState } from 'react';
import styled from 'styled-components';
import {
  CONFIRM_MY_PLACE,
  JOIN_WAITLIST,
  JOINED_WAITLIST,
  LEAVE_WAITLIST,
  LEFT_WAITLIST,
  NO_THANKS,
  ON_THE_WAITLIST,
  PLACE_CONFIRMED,
  PLACE_DECLINED,
  PLACE_OPENED,
  TASK_FULL,
  WAITLIST_FAILED,
  WAITLIST_INVITE,
  WAITLIST_UNAVAILABLE,
  confirmPlaceBy,
  relativeTaskDate,
  waitlistPlaceText,
} from 'shared-domain';
import { Banner, Button, Card, LoadError, notify } from 'shared-ui';
import {
  useConfirmWaitlistOfferMutation,
  useJoinWaitlistMutation,
  useLeaveWaitlistMutation,
  useWaitlistPlaceQuery,
} from '../../../shared/api/waitlistApi';

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Full = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};

  p {
    margin: 0;
  }
`;

const Strong = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface WaitlistPanelProps {
  taskId: string;
  /** The task is full (or closed) and the volunteer has not applied: the line is what is left. */
  full: boolean;
  /** The volunteer's application is 'applied': it may be a place offered from the line. */
  applied: boolean;
  /** The task's own zone: when the offer ends shows there. */
  timeZone?: string | null;
}

/**
 * A full task's waitlist on the volunteer's task page (issue #21): Join the waitlist; their place
 * in line with Leave the waitlist; and, when a place opened for them, Confirm my place or No
 * thanks before the offer ends.
 */
export function WaitlistPanel({ taskId, full, applied, timeZone }: WaitlistPanelProps) {
  const place = useWaitlistPlaceQuery(taskId);
  const [join] = useJoinWaitlistMutation();
  const [leave] = useLeaveWaitlistMutation();
  const [confirmOffer] = useConfirmWaitlistOfferMutation();
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<unknown>, success: string) => {
    setBusy(true);
    try {
      await action();
      notify.success(success);
    } catch (failure) {
      console.error(failure);
      notify.error(WAITLIST_FAILED);
    } finally {
      setBusy(false);
    }
  };

  if (place.isError) {
    return (
      <LoadError
        message={WAITLIST_UNAVAILABLE}
        retrying={place.isFetching}
        onRetry={() => void place.refetch()}
      />
    );
  }
  if (place.isLoading) return null;
  const current = place.data ?? null;

  if (applied && current?.status === 'offered') {
    const until =
      relativeTaskDate(current.offer_expires_at, new Date(), { timeZone }) ??
      current.offer_expires_at ??
      '';
    return (
      <Panel aria-label="Waitlist">
        <Banner variant="success" title={PLACE_OPENED}>
          {confirmPlaceBy(until)}
        </Banner>
        <Buttons>
          <Button
            type="button"
            disabled={busy}
            onClick={() => void run(() => confirmOffer(taskId).unwrap(), PLACE_CONFIRMED)}
          >
            {CONFIRM_MY_PLACE}
          </Button>
          <Button
            type="button"
            $variant="secondary"
            disabled={busy}
            onClick={() => void run(() => leave(taskId).unwrap(), PLACE_DECLINED)}
          >
            {NO_THANKS}
          </Button>
        </Buttons>
      </Panel>
    );
  }
  if (!full) return null;
  if (current?.status === 'waiting' && current.place !== null) {
    return (
      <Panel aria-label="Waitlist">
        <Banner variant="info" title={ON_THE_WAITLIST}>
          {waitlistPlaceText(current.place)}
        </Banner>
        <div>
          <Button
            type="button"
            $variant="secondary"
            $size="sm"
            disabled={busy}
            onClick={() => void run(() => leave(taskId).unwrap(), LEFT_WAITLIST)}
          >
            {LEAVE_WAITLIST}
          </Button>
        </div>
      </Panel>
    );
  }
  return (
    <Panel aria-label="Waitlist">
      <Full>
        <div>
          <Strong>{TASK_FULL}</Strong>
          <p>{WAITLIST_INVITE}</p>
        </div>
        <Button
          type="button"
          disabled={busy}
          onClick={() => void run(() => join(taskId).unwrap(), JOINED_WAITLIST)}
        >
          {JOIN_WAITLIST}
        </Button>
      </Full>
    </Panel>
  );
}
