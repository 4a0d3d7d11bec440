import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import {
  LOADING_TASKS,
  NO_APPLICATIONS,
  applicationStatusLabel,
  selectSessionUserId,
  type ApplicationStatus,
} from 'shared-domain';
import { Badge, EmptyState, Loading, type BadgeTone } from 'shared-ui';
import { useMyApplicationsQuery } from '../api/myApplicationsApi';
import { ApplicationItem } from './ApplicationItem';
import { isListed } from './listedApplication';
import { CardList } from '../../../components/CardList';
import { ListScreenHeading } from '../../../components/headings';

const STATUS_TONES: Record<ApplicationStatus, BadgeTone> = {
  applied: 'info',
  approved: 'success',
  rejected: 'danger',
  completed: 'neutral',
};

/**
 * /volunteer/applications, the older plain My Applications list (SPEC §2): every application,
 * newest first, with its status, and none of My Tasks' filter, groups or Chat.
 */
export function ApplicationsList() {
  const userId = useSelector(selectSessionUserId);
  const { data, isLoading, isError, error } = useMyApplicationsQuery(userId ?? skipToken);

  useEffect(() => {
    // SPEC §8: other backend errors are only logged; the list shows empty.
    if (isError) console.error(error);
  }, [isError, error]);

  const applications = (data ?? []).filter(isListed);
  return (
    <section aria-labelledby="applications-heading">
      <ListScreenHeading id="applications-heading">My Applications</ListScreenHeading>
      {isLoading ? (
        <Loading text={LOADING_TASKS} />
      ) : applications.length === 0 ? (
        <EmptyState text={NO_APPLICATIONS} />
      ) : (
        <CardList>
          {applications.map((application) => (
            <li key={application.id}>
              <ApplicationItem
                application={application}
                status={
                  <Badge tone={STATUS_TONES[application.status]}>
                    {applicationStatusLabel(application.status)}
                  </Badge>
                }
              />
            </li>
          ))}
        </CardList>
      )}
    </section>
  );
}
