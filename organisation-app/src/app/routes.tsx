import type { RouteObject } from 'react-router-dom';
import { OrganisationHome } from '../features/home/components/OrganisationHome';
import { MyTasks } from '../features/tasks/components/MyTasks';

const createTaskWizard = () =>
  import('../features/tasks/components/CreateTaskWizard').then((module) => ({
    Component: module.CreateTaskWizard,
  }));
const organisationProfile = () =>
  import('../features/profiles/components/OrganisationProfile').then((module) => ({
    Component: module.OrganisationProfile,
  }));

/**
 * The organisation area's screens, relative to `/organisation`. The shell mounts them under its own
 * area layout (exposed as `organisation/routes`); the standalone start mounts them the same way.
 *
 * The screens a returning organisation opens on (Home and My Tasks) come with this module, so they
 * need no further request; the others load on first visit, so the first screen neither downloads
 * nor evaluates them (issue #18).
 */
export const routes: RouteObject[] = [
  { path: 'home', element: <OrganisationHome /> },
  { path: 'createtask', lazy: createTaskWizard },
  { path: 'task/create', lazy: createTaskWizard },
  { path: 'mytasks', element: <MyTasks /> },
  {
    path: 'task/:id',
    lazy: () =>
      import('../features/tasks/components/TaskDetail').then((module) => ({
        Component: module.TaskDetail,
      })),
  },
  {
    path: 'edit-task/:id',
    lazy: () =>
      import('../features/tasks/components/EditTask').then((module) => ({
        Component: module.EditTask,
      })),
  },
  {
    path: 'review/:taskId/:userId',
    lazy: () =>
      import('../features/tasks/components/ReviewScreen').then((module) => ({
        Component: module.ReviewScreen,
      })),
  },
  { path: 'profile', lazy: organisationProfile },
  { path: 'profile/:orgId', lazy: organisationProfile },
  {
    path: 'edit-profile',
    lazy: () =>
      import('../features/profiles/components/EditOrganisationProfile').then((module) => ({
        Component: module.EditOrganisationProfile,
      })),
  },
  {
    path: 'applicant/:userId',
    lazy: () =>
      import('../features/profiles/components/VolunteerProfile').then((module) => ({
        Component: module.VolunteerProfile,
      })),
  },
  {
    path: 'completeprofile',
    lazy: () =>
      import('../features/profiles/components/CompleteProfile').then((module) => ({
        Component: module.CompleteProfile,
      })),
  },
];
