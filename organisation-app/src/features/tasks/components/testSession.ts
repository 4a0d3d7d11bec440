import { signedIn } from 'shared-domain';

export const TEST_ORGANISATION_ID = '00000000-0000-4000-8000-000000000001';

/** The session the shell would hold for a signed-in organisation. */
export const organisationSignedIn = () =>
  signedIn({
    user: { id: TEST_ORGANISATION_ID, email: 'org@example.org' },
    profile: { role: 'organisation', first_login_complete: true, name: 'Org', profile_url: null },
  });
