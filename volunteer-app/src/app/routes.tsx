import type { RouteObject } from 'react-router-dom';
import {
  FIRST_READ,
  OPEN_TASK_SORT_OPTIONS,
  startFirstRead,
  TASK_LIST_SORT_OPTIONS,
  type AppStore,
  type OpenTaskSort,
} from 'shared-domain';
import { TaskOpportunities } from '../features/home/components/TaskOpportunities';
import { remindersApi } from '../features/reminders/api/remindersApi';
import { openTasksApi, openTasksQueryFor } from '../shared/api/openTasksApi';
import { HomePage } from './pages/HomePage';

/** Starts the read of the open tasks a list screen with these sorts shows at the address. */
function readOpenTasks(store: AppStore, url: URL, sortOptions: readonly { value: OpenTaskSort }[]) {
  const query = openTasksQueryFor(url.searchParams, sortOptions);
  void store.dispatch(openTasksApi.endpoints.openTasks.initiate(query, FIRST_READ));
}

/**
 * The volunteer area's screens, relative to `/volunteer`. The shell mounts them under its own area
 * layout (exposed as `volunteer/routes`); the standalone start mounts them the same way.
 *
 * The screens a returning volunteer opens on (Home, Opportunities) come with this module, which the
 * shell fetches as soon as it knows the app's address, and have a `loader` that starts their first
 * read as the router matches them (issue #45). The others load on first visit (`lazy`), so the
 * first screen neither downloads nor evaluates them.
 */
export const routes: RouteObject[] = [
  {
    path: 'home',
    loader: startFirstRead((store, url) => {
      readOpenTasks(store, url, OPEN_TASK_SORT_OPTIONS);
      // Home waits for the "Still coming?" reminders above its list too.
      const { openReminders } = remindersApi.endpoints;
      void store.dispatch(openReminders.initiate(undefined, FIRST_READ));
    }),
    Component: HomePage,
  },
  {
    path: 'tasks',
    loader: startFirstRead((store, url) => readOpenTasks(store, url, TASK_LIST_SORT_OPTIONS)),
    Component: TaskOpportunities,
  },
  {
    path: 'task/:id',
    lazy: () =>
      import('./pages/TaskPage').then((module) => ({
        Component: module.TaskPage,
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
      import('./pages/ProfilePage').then((module) => ({
        Component: module.ProfilePage,
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
