import { homePath, paths, type Role } from 'shared-domain';
import { organisationAreaTabs, volunteerAreaTabs } from '../layout/areaTabs';
import type { TabItem } from '../layout/TabItem';

export interface StandaloneAreaDefinition {
  /** The app's name where it runs on its own, as its page title says. */
  title: string;
  /** How the notice to a user of the other role names the account this app needs. */
  accountName: string;
  homePath: string;
  profilePath: string;
  tabs: TabItem[];
}

/** What differs between the two role apps when each runs on its own. */
export const standaloneAreas: Record<Role, StandaloneAreaDefinition> = {
  volunteer: {
    title: 'Volunteer area',
    accountName: 'a volunteer account',
    homePath: homePath('volunteer'),
    profilePath: paths.volunteerProfile,
    tabs: volunteerAreaTabs,
  },
  organisation: {
    title: 'Organisation area',
    accountName: 'an organisation account',
    homePath: homePath('organisation'),
    profilePath: paths.organisationOwnProfile,
    tabs: organisationAreaTabs,
  },
};
