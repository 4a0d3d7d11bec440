import type { RouteObject } from 'react-router-dom';
import { OrganisationHome } from '../features/home/components/OrganisationHome';
import { CompleteProfile } from '../features/profiles/components/CompleteProfile';
import { EditOrganisationProfile } from '../features/profiles/components/EditOrganisationProfile';
import { OrganisationProfile } from '../features/profiles/components/OrganisationProfile';
import { VolunteerProfile } from '../features/profiles/components/VolunteerProfile';
import { CreateTaskWizard } from '../features/tasks/components/CreateTaskWizard';
import { EditTask } from '../features/tasks/components/EditTask';
import { MyTasks } from '../features/tasks/components/MyTasks';
import { ReviewScreen } from '../features/tasks/components/ReviewScreen';
import { TaskDetail } from '../features/tasks/components/TaskDetail';

/**
 * The organisation area's screens, relative to `/organisation`. The shell mounts them under its own
 * area layout (exposed as `organisation/routes`); the standalone start mounts them the same way.
 */
export const routes: RouteObject[] = [
  { path: 'home', element: <OrganisationHome /> },
  { path: 'createtask', element: <CreateTaskWizard /> },
  { path: 'task/create', element: <CreateTaskWizard /> },
  { path: 'mytasks', element: <MyTasks /> },
  { path: 'task/:id', element: <TaskDetail /> },
  { path: 'edit-task/:id', element: <EditTask /> },
  { path: 'review/:taskId/:userId', element: <ReviewScreen /> },
  { path: 'profile', element: <OrganisationProfile /> },
  { path: 'profile/:orgId', element: <OrganisationProfile /> },
  { path: 'edit-profile', element: <EditOrganisationProfile /> },
  { path: 'applicant/:userId', element: <VolunteerProfile /> },
  { path: 'completeprofile', element: <CompleteProfile /> },
];
