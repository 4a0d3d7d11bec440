import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import {
  APPLICATION_FILTER_OPTIONS,
  APPLICATION_FILTER_PLACEHOLDER,
  LOADING_TASKS,
  NO_APPLICATIONS,
  groupApplications,
  isApplicationGroup,
  paths,
  selectSessionUserId,
  showsChatButton,
  visibleApplicationGroups,
  type ApplicationGroup,
} from 'shared-domain';
import { EmptyState, Loading, SelectField } from 'shared-ui';
import styled from 'styled-components';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useMyApplicationsQuery, useOpenApplicationChatMutation } from '../api/myApplicationsApi';
import { ApplicationItem } from './ApplicationItem';
import { isListed, type ListedApplication } from './listedApplication';
import { CardList } from '../../../components/CardList';
import { ListScreenHeading, SectionHeading } from '../../../components/headings';

const Group = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xl};
`;

/** My Applications (SPEC §2, §4): the status filter and the four groups, Chat on approved ones. */
export function MyApplications() {
  const userId = useSelector(selectSessionUserId);
  const { data, isUninitialized, isLoading, isError, error } = useMyApplicationsQuery(
    userId ?? skipToken,
  );
  const [filter, setFilter] = useState<ApplicationGroup | null>(null);
  const [chatFor, setChatFor] = useState<string | null>(null);
  const [openApplicationChat] = useOpenApplicationChatMutation();
  const navigate = useNavigate();

  useEffect(() => {
    // SPEC §8: other backend errors are only logged; the list shows empty.
    if (isError) console.error(error);
  }, [isError, error]);

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

  const loading = userId !== null && (isUninitialized || isLoading);
  const grouped = groupApplications((data ?? []).filter(isListed), new Date());
  const groups = visibleApplicationGroups(filter).filter(({ group }) => grouped[group].length > 0);

  return (
    <section aria-labelledby="my-applications-heading">
      <ListScreenHeading id="my-applications-heading">My Applications</ListScreenHeading>
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
      {loading ? (
        <Loading text={LOADING_TASKS} />
      ) : groups.length === 0 ? (
        <Group>
          <EmptyState text={NO_APPLICATIONS} />
        </Group>
      ) : (
        groups.map(({ group, heading }) => (
          <Group key={group} aria-labelledby={`group-${group}`}>
            <SectionHeading id={`group-${group}`}>{heading}</SectionHeading>
            <CardList>
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
            </CardList>
          </Group>
        ))
      )}
    </section>
  );
}
