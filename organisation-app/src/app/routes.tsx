import type { RouteObject } from 'react-router-dom';
import { FIRST_READ, isMyTasksFilter, MY_TASKS_FILTER_PARAM, startFirstRead } from 'shared-domain';
import { homeApi } from '../features/home/api/homeApi';
import { OrganisationHome } from '../features/home/components/OrganisationHome';
import { FIRST_MY_TASKS_FILTER, tasksApi } from '../features/tasks/api/tasksApi';
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
 * The screens a returning organisation opens on (Home, My Tasks) come with this module, which the
 * shell fetches as soon as it knows the app's address, and have a `loader` that starts their first
 * read as the router matches them (issue #45). The others load on first visit (`lazy`), so the
 * first screen neither downloads nor evaluates them.
 */
export const routes: RouteObject[] = [
  {
    path: 'home',
    loader: startFirstRead(({ dispatch }) => {
      void dispatch(homeApi.endpoints.ownTasks.initiate(undefined, FIRST_READ));
    }),
    Component: OrganisationHome,
  },
  {
    path: 'mytasks',
    loader: startFirstRead(({ dispatch }, url) => {
      const asked = url.searchParams.get(MY_TASKS_FILTER_PARAM) ?? '';
      const filter = isMyTasksFilter(asked) ? asked : FIRST_MY_TASKS_FILTER;
      void dispatch(tasksApi.endpoints.organisationTasks.initiate(filter, FIRST_READ));
    }),
    Component: MyTasks,
  },
  { path: 'createtask', lazy: createTaskWizard },
  { path: 'task/create', lazy: createTaskWizard },
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
  {
    path: 'team',
    lazy: () =>
      import('../features/team/components/TeamScreen').then((module) => ({
        Component: module.TeamScreen,
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
