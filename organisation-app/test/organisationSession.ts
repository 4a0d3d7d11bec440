import { signedIn } from 'shared-domain';

const ACCOUNT = '00000000-0000-4000-8000-000000000001';

/**
 * The session the shell would hold for a signed-in organisation, onboarded unless told otherwise:
 * the organisation's account, its owner; with `as`, a coordinator of its team signed in as
 * themselves (acting for the same account).
 */
export const organisationSignedIn = ({
  firstLoginComplete = true,
  as,
}: { firstLoginComplete?: boolean; as?: { id: string; role: 'owner' | 'coordinator' } } = {}) =>
  signedIn({
    user: { id: as?.id ?? ACCOUNT, email: 'org@example.org' },
    profile: {
      role: 'organisation',
      first_login_complete: firstLoginComplete,
      name: 'Org',
      profile_url: null,
      team: {
        organisationId: '00000000-0000-4000-8000-0000000000aa',
        accountId: ACCOUNT,
        organisationName: 'Org',
        role: as?.role ?? 'owner',
      },
    },
  });
