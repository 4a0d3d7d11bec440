import { useState } from 'react';
import {
  CALENDAR_FEED_FAILED,
  CALENDAR_FEED_INTRO,
  CALENDAR_FEED_LOAD_FAILED,
  CALENDAR_FEED_PRIVATE,
  CALENDAR_LINK_COPIED,
} from 'shared-domain';
import { Button, CalendarIcon, LoadError, notify, TextField } from 'shared-ui';
import styled from 'styled-components';
import {
  useCalendarFeedQuery,
  useIssueCalendarFeedMutation,
  useRevokeCalendarFeedMutation,
} from '../api/profileApi';
import { SectionHeading } from '../../../components/headings';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * The volunteer's private calendar feed (issue #21): subscribe (a webcal link calendar apps keep
 * in sync), copy the link, get a new one (the old stops working) or turn it off.
 */
export function CalendarFeedSection() {
  const feed = useCalendarFeedQuery();
  const [issue] = useIssueCalendarFeedMutation();
  const [revoke] = useRevokeCalendarFeedMutation();
  const [busy, setBusy] = useState(false);

  const run = async (change: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await change();
    } catch (failure) {
      console.error(failure);
      notify.error(CALENDAR_FEED_FAILED);
    } finally {
      setBusy(false);
    }
  };

  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      notify.success(CALENDAR_LINK_COPIED);
    } catch (failure) {
      console.error(failure);
    }
  };

  return (
    // data-no-copy: the feed's address is a secret, so the last visit's copy leaves it out.
    <Section aria-labelledby="calendar-feed-heading" data-no-copy="">
      <SectionHeading id="calendar-feed-heading">Calendar</SectionHeading>
      <Muted>{CALENDAR_FEED_INTRO}</Muted>
      {feed.isError ? (
        <LoadError
          message={CALENDAR_FEED_LOAD_FAILED}
          retrying={feed.isFetching}
          onRetry={() => void feed.refetch()}
        />
      ) : feed.data === undefined ? null : feed.data === null ? (
        <Actions>
          <Button type="button" disabled={busy} onClick={() => void run(() => issue().unwrap())}>
            <CalendarIcon size={20} />
            Subscribe in my calendar
          </Button>
        </Actions>
      ) : (
        <>
          <TextField label="Calendar link" value={feed.data.webcal} readOnly />
          <Actions>
            <Button as="a" href={feed.data.webcal}>
              <CalendarIcon size={20} />
              Open in my calendar app
            </Button>
            <Button
              type="button"
              $variant="secondary"
              onClick={() => void copy(feed.data?.https ?? '')}
            >
              Copy link
            </Button>
            <Button
              type="button"
              $variant="ghost"
              disabled={busy}
              onClick={() => void run(() => issue().unwrap())}
            >
              Get a new link
            </Button>
            <Button
              type="button"
              $variant="ghost"
              disabled={busy}
              onClick={() => void run(() => revoke().unwrap())}
            >
              Turn off
            </Button>
          </Actions>
          <Muted>{CALENDAR_FEED_PRIVATE}</Muted>
        </>
      )}
    </Section>
  );
}
