import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import {
  APPLICATION_FILTER_OPTIONS,
  APPLICATION_FILTER_PLACEHOLDER,
  APPLICATIONS_LOAD_FAILED,
  LOADING_TASKS,
  MORE_APPLICATIONS_LOAD_FAILED,
  MY_WAITLIST_HEADING,
  MY_WAITLIST_LOAD_FAILED,
  NO_APPLICATIONS,
  ON_WAITLIST_MARKER,
  placeOfferedUntil,
  relativeTaskDate,
  SHOW_MORE_APPLICATIONS,
  groupApplications,
  isApplicationGroup,
  paths,
  selectSessionUserId,
  showsChatButton,
  visibleApplicationGroups,
  type ApplicationGroup,
  type MyWaitlistPlace,
} from 'shared-domain';
import {
  Badge,
  CardGrid,
  EmptyState,
  ListSkeleton,
  LoadError,
  PagedQueryEnd,
  SelectField,
  TaskCard,
} from 'shared-ui';
import styled from 'styled-components';
import { useOpenApplicationChatMutation } from '../../../shared/api/applicationChatApi';
import { ApplicationItem } from './ApplicationItem';
import type { ListedApplication } from './listedApplication';
import { useApplicationPages } from './useApplicationPages';
import { ListScreenHeading, SectionHeading } from '../../../components/headings';
import { useMyWaitlistPlacesQuery } from '../../../shared/api/waitlistApi';

const Group = styled.section`
  display: grid;
  /* A long organisation name or badge may not widen the cards past the screen. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xl};
`;

/** A place in a full task's line: waiting, or offered until its offer ends (issue #44). */
function WaitlistPlaceItem({ place }: { place: MyWaitlistPlace }) {
  const { task } = place;
  if (task === null) return null;
  const until =
    place.offer_expires_at === null
      ? null
      : relativeTaskDate(place.offer_expires_at, new Date(), { timeZone: task.time_zone });
  return (
    <TaskCard
      title={task.title}
      organisationName={task.organisation?.name ?? ''}
      organisationLogoUrl={task.organisation?.logo_url}
      {...(task.organisation === null
        ? {}
        : { organisationTo: paths.volunteerOrganisation(task.organisation.id) })}
      taskDate={task.task_date}
      timeZone={task.time_zone}
      location={task.location}
      hoursRequired={task.hours_required}
      points={task.points}
      status={task.status}
      completed={task.completed}
      to={paths.volunteerTask(task.id)}
      badge="none"
      headerBadge={
        place.status === 'offered' ? (
          <Badge tone="success">{placeOfferedUntil(until ?? '')}</Badge>
        ) : (
          <Badge tone="info">{ON_WAITLIST_MARKER}</Badge>
        )
      }
    />
  );
}

/**
 * My Applications (SPEC §2, §4): the status filter and the four groups, Chat on approved ones. The
 * applications are read a page at a time (Show more applications) and grouped over every page read;
 * a read that fails is said with Retry.
 */
export function MyApplications() {
  const userId = useSelector(selectSessionUserId);
  const { query, applications, failed } = useApplicationPages(userId);
  const { isError, error } = query;
  useEffect(() => {
    // SPEC §8: backend errors are logged; the screen also says the list could not be loaded.
    if (isError) console.error(error);
  }, [isError, error]);
  const [filter, setFilter] = useState<ApplicationGroup | null>(null);
  const [chatFor, setChatFor] = useState<string | null>(null);
  const [openApplicationChat] = useOpenApplicationChatMutation();
  const navigate = useNavigate();

  const openChat = async (application: ListedApplication) => {
    if (userId === null) return;
    setChatFor(application.id);
    try {
      const chatId = await openApplicationChat({
        orgId: application.task.user_id,
        volunteerId: userId,
        taskId: application.task.id,
      }).unwrap();
      navigate(paths.chat(chatId));
    } catch (failure) {
      console.error(failure);
      setChatFor(null);
    }
  };

  const waitlist = useMyWaitlistPlacesQuery(userId ?? skipToken);
  const places = filter === null ? (waitlist.data ?? []) : [];

  const loading = userId !== null && (query.isUninitialized || query.isLoading);
  const grouped = groupApplications(applications ?? [], new Date());
  const groups = visibleApplicationGroups(filter).filter(({ group }) => grouped[group].length > 0);

  return (
    <section aria-labelledby="my-applications-heading">
      {/* The tab says My Tasks (SPEC §2); the screen it opens is called the same (issue #20). */}
      <ListScreenHeading id="my-applications-heading">My Tasks</ListScreenHeading>
      <SelectField
        label="Status"
        value={filter ?? ''}
        onChange={(event) =>
          setFilter(isApplicationGroup(event.target.value) ? event.target.value : null)
        }
      >
        <option value="">{APPLICATION_FILTER_PLACEHOLDER}</option>
        {APPLICATION_FILTER_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      {failed && (
        <LoadError
          message={APPLICATIONS_LOAD_FAILED}
          retrying={query.isFetching}
          onRetry={() => {
            void query.refetch();
            if (waitlist.isError) void waitlist.refetch();
          }}
        />
      )}
      {!failed && filter === null && waitlist.isError && (
        <LoadError
          message={MY_WAITLIST_LOAD_FAILED}
          retrying={waitlist.isFetching}
          onRetry={() => void waitlist.refetch()}
        />
      )}
      {places.length > 0 && (
        <Group aria-labelledby="group-waitlist">
          <SectionHeading id="group-waitlist">{MY_WAITLIST_HEADING}</SectionHeading>
          <CardGrid>
            {places.map((place) => (
              <li key={place.id}>
                <WaitlistPlaceItem place={place} />
              </li>
            ))}
          </CardGrid>
        </Group>
      )}
      {loading ? (
        <ListSkeleton text={LOADING_TASKS} />
      ) : applications === undefined && failed ? null : (
        <>
          {groups.length === 0 && places.length === 0 ? (
            <Group>
              <EmptyState text={NO_APPLICATIONS} />
            </Group>
          ) : (
            groups.map(({ group, heading }) => (
              <Group key={group} aria-labelledby={`group-${group}`}>
                <SectionHeading id={`group-${group}`}>{heading}</SectionHeading>
                <CardGrid>
                  {grouped[group].map((application) => (
                    <li key={application.id}>
                      <ApplicationItem
                        application={application}
                        chatBusy={chatFor === application.id}
                        {...(showsChatButton(group)
                          ? { onChat: () => void openChat(application) }
                          : {})}
                      />
                    </li>
                  ))}
                </CardGrid>
              </Group>
            ))
          )}
          <PagedQueryEnd
            pages={query}
            label={SHOW_MORE_APPLICATIONS}
            failedMessage={MORE_APPLICATIONS_LOAD_FAILED}
          />
        </>
      )}
    </section>
  );
}
