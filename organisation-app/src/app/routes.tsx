import type { RouteObject } from 'react-router-dom';
import { OrganisationHome } from '../features/home/components/OrganisationHome';
import { CreateTaskWizard } from '../features/tasks/components/CreateTaskWizard';

/**
 * The organisation area's screens, relative to `/organisation`. The shell mounts them under its own
 * area layout (exposed as `organisation/routes`); the standalone start mounts them the same way.
 */
export const routes: RouteObject[] = [
  { path: 'home', element: <OrganisationHome /> },
  { path: 'createtask', element: <CreateTaskWizard /> },
  { path: 'task/create', element: <CreateTaskWizard /> },
];
