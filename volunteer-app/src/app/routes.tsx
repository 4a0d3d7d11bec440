import type { RouteObject } from 'react-router-dom';
import { TaskOpportunities } from '../features/home/components/TaskOpportunities';
import { VolunteerHome } from '../features/home/components/VolunteerHome';

/**
 * The volunteer area's screens, relative to `/volunteer`. The shell mounts them under its own area
 * layout (exposed as `volunteer/routes`); the standalone start mounts them the same way.
 *
 * The screens a returning volunteer opens on (Home, and Opportunities beside it) come with this
 * module, so they need no further request; the others load on first visit, so the first screen
 * neither downloads nor evaluates them (issue #18).
 */
export const routes: RouteObject[] = [
  { path: 'home', element: <VolunteerHome /> },
  { path: 'tasks', element: <TaskOpportunities /> },
  {
    path: 'task/:id',
    lazy: () =>
      import('../features/taskDetail/components/VolunteerTaskDetail').then((module) => ({
        Component: module.VolunteerTaskDetail,
      })),
  },
  {
    path: 'mytasks',
    lazy: () =>
      import('../features/myApplications/components/MyApplications').then((module) => ({
        Component: module.MyApplications,
      })),
  },
  {
    path: 'applications',
    lazy: () =>
      import('../features/myApplications/components/ApplicationsList').then((module) => ({
        Component: module.ApplicationsList,
      })),
  },
  {
    path: 'rewards',
    lazy: () =>
      import('../features/rewards/components/Rewards').then((module) => ({
        Component: module.Rewards,
      })),
  },
  {
    path: 'organisations',
    lazy: () =>
      import('../features/organisation/components/OrganisationDirectory').then((module) => ({
        Component: module.OrganisationDirectory,
      })),
  },
  {
    path: 'organisation/:organisationId',
    lazy: () =>
      import('../features/organisation/components/OrganisationForVolunteer').then((module) => ({
        Component: module.OrganisationForVolunteer,
      })),
  },
  {
    path: 'profile',
    lazy: () =>
      import('../features/profile/components/VolunteerProfile').then((module) => ({
        Component: module.VolunteerProfile,
      })),
  },
  {
    path: 'profile/:userId',
    lazy: () =>
      import('../features/publicProfile/components/PublicVolunteerProfile').then((module) => ({
        Component: module.PublicVolunteerProfile,
      })),
  },
  {
    path: 'edit-profile',
    lazy: () =>
      import('../features/profile/components/EditProfile').then((module) => ({
        Component: module.EditProfile,
      })),
  },
  {
    path: 'select-organisations',
    lazy: () =>
      import('../features/onboarding/components/SelectOrganisations').then((module) => ({
        Component: module.SelectOrganisations,
      })),
  },
  {
    path: 'completeprofile',
    lazy: () =>
      import('../features/onboarding/components/CompleteProfile').then((module) => ({
        Component: module.CompleteProfile,
      })),
  },
];
