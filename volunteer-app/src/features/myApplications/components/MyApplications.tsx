import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import {
  APPLICATION_FILTER_OPTIONS,
  APPLICATION_FILTER_PLACEHOLDER,
  APPLICATIONS_LOAD_FAILED,
  LOADING_TASKS,
  MORE_APPLICATIONS_LOAD_FAILED,
  NO_APPLICATIONS,
  SHOW_MORE_APPLICATIONS,
  groupApplications,
  isApplicationGroup,
  paths,
  selectSessionUserId,
  showsChatButton,
  visibleApplicationGroups,
  type ApplicationGroup,
} from 'shared-domain';
import {
  CardGrid,
  EmptyState,
  ListSkeleton,
  LoadError,
  PagedQueryEnd,
  SelectField,
} from 'shared-ui';
import styled from 'styled-components';
import { useOpenApplicationChatMutation } from '../api/myApplicationsApi';
import { ApplicationItem } from './ApplicationItem';
import type { ListedApplication } from './listedApplication';
import { useApplicationPages } from './useApplicationPages';
import { ListScreenHeading, SectionHeading } from '../../../components/headings';

const Group = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xl};
`;

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
          onRetry={() => void query.refetch()}
        />
      )}
      {loading ? (
        <ListSkeleton text={LOADING_TASKS} />
      ) : applications === undefined && failed ? null : (
        <>
          {groups.length === 0 ? (
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
