import type { RouteObject } from 'react-router-dom';
import { TaskOpportunities } from '../features/home/components/TaskOpportunities';
import { VolunteerHome } from '../features/home/components/VolunteerHome';
import { ApplicationsList } from '../features/myApplications/components/ApplicationsList';
import { MyApplications } from '../features/myApplications/components/MyApplications';
import { OrganisationForVolunteer } from '../features/organisation/components/OrganisationForVolunteer';
import { CompleteProfile } from '../features/onboarding/components/CompleteProfile';
import { SelectOrganisations } from '../features/onboarding/components/SelectOrganisations';
import { EditProfile } from '../features/profile/components/EditProfile';
import { VolunteerProfile } from '../features/profile/components/VolunteerProfile';
import { PublicVolunteerProfile } from '../features/publicProfile/components/PublicVolunteerProfile';
import { Rewards } from '../features/rewards/components/Rewards';
import { VolunteerTaskDetail } from '../features/taskDetail/components/VolunteerTaskDetail';

/**
 * The volunteer area's screens, relative to `/volunteer`. The shell mounts them under its own area
 * layout (exposed as `volunteer/routes`); the standalone start mounts them the same way.
 */
export const routes: RouteObject[] = [
  { path: 'home', element: <VolunteerHome /> },
  { path: 'tasks', element: <TaskOpportunities /> },
  { path: 'task/:id', element: <VolunteerTaskDetail /> },
  { path: 'mytasks', element: <MyApplications /> },
  { path: 'applications', element: <ApplicationsList /> },
  { path: 'rewards', element: <Rewards /> },
  { path: 'organisation/:organisationId', element: <OrganisationForVolunteer /> },
  { path: 'profile', element: <VolunteerProfile /> },
  { path: 'profile/:userId', element: <PublicVolunteerProfile /> },
  { path: 'edit-profile', element: <EditProfile /> },
  { path: 'select-organisations', element: <SelectOrganisations /> },
  { path: 'completeprofile', element: <CompleteProfile /> },
];
