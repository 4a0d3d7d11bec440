import { organisationAreaTabs, volunteerAreaTabs, type TabItem } from 'shared-ui';
import { AREA_BASE_PATHS, remoteForPath } from './areaPaths';
import type { RemoteName } from './portalConfig';

/** A role area: its paths, the remote that supplies its screens, and the bottom tabs of SPEC §2. */
export interface AreaDefinition {
  remote: RemoteName;
  /** The router id the remote's routes are patched under. */
  routeId: string;
  basePath: string;
  /** Shown in the error screen when the remote cannot be loaded. */
  displayName: string;
  homePath: string;
  profilePath: string;
  /** The Messages tab: current while a chat (outside the area's paths) is open. */
  messagesPath: string;
  tabs: TabItem[];
}

export const volunteerArea: AreaDefinition = {
  remote: 'volunteer',
  routeId: 'volunteer-area',
  basePath: AREA_BASE_PATHS.volunteer,
  displayName: 'The volunteer area',
  homePath: '/volunteer/home',
  profilePath: '/volunteer/profile',
  messagesPath: '/volunteer/messages',
  tabs: volunteerAreaTabs,
};

export const organisationArea: AreaDefinition = {
  remote: 'organisation',
  routeId: 'organisation-area',
  basePath: AREA_BASE_PATHS.organisation,
  displayName: 'The organisation area',
  homePath: '/organisation/home',
  profilePath: '/organisation/profile',
  messagesPath: '/organisation/messages',
  tabs: organisationAreaTabs,
};

export const areas: AreaDefinition[] = [volunteerArea, organisationArea];

export function areaForPath(pathname: string): AreaDefinition | undefined {
  const remote = remoteForPath(pathname);
  return areas.find((area) => area.remote === remote);
}
