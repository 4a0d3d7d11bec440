import { useSelector } from 'react-redux';
import {
  APPLICATIONS_LOAD_FAILED,
  LOADING_TASKS,
  MORE_APPLICATIONS_LOAD_FAILED,
  NO_APPLICATIONS,
  SHOW_MORE_APPLICATIONS,
  applicationStatusLabel,
  selectSessionUserId,
  type ApplicationStatus,
} from 'shared-domain';
import { Badge, type BadgeTone, CardGrid, cardsInView, PagedList } from 'shared-ui';
import { ApplicationItem } from './ApplicationItem';
import { useApplicationPages } from './useApplicationPages';
import { ListScreenHeading } from '../../../components/headings';

const STATUS_TONES: Record<ApplicationStatus, BadgeTone> = {
  applied: 'info',
  approved: 'success',
  rejected: 'danger',
  completed: 'neutral',
};

/**
 * /volunteer/applications, the older plain My Applications list (SPEC §2): every application,
 * newest first, with its status, and none of My Tasks' filter, groups or Chat. Read a page at a
 * time (Show more applications); a read that fails is said with Retry.
 */
export function ApplicationsList() {
  const userId = useSelector(selectSessionUserId);
  const { query, applications } = useApplicationPages(userId);

  return (
    <section aria-labelledby="applications-heading">
      <ListScreenHeading id="applications-heading">My Applications</ListScreenHeading>
      <PagedList
        pages={query}
        rows={applications}
        firstRows={cardsInView()}
        loadingText={LOADING_TASKS}
        emptyText={NO_APPLICATIONS}
        failedMessage={APPLICATIONS_LOAD_FAILED}
        moreLabel={SHOW_MORE_APPLICATIONS}
        moreFailedMessage={MORE_APPLICATIONS_LOAD_FAILED}
      >
        {(rows) => (
          <CardGrid>
            {rows.map((application) => (
              <li key={application.id}>
                <ApplicationItem
                  headingLevel={2}
                  application={application}
                  status={
                    <Badge tone={STATUS_TONES[application.status]}>
                      {applicationStatusLabel(application.status)}
                    </Badge>
                  }
                />
              </li>
            ))}
          </CardGrid>
        )}
      </PagedList>
    </section>
  );
}
