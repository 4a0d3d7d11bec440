import { signedIn } from 'shared-domain';

/** The session the shell would hold for a signed-in organisation, onboarded unless told otherwise. */
export const organisationSignedIn = ({ firstLoginComplete = true } = {}) =>
  signedIn({
    user: { id: '00000000-0000-4000-8000-000000000001', email: 'org@example.org' },
    profile: {
      role: 'organisation',
      first_login_complete: firstLoginComplete,
      name: 'Org',
      profile_url: null,
    },
  });
