import { signedIn } from 'shared-domain';
import { VOLUNTEER_ID } from './fakeVolunteerBackend';

/** The session the shell would hold for the signed-in volunteer, onboarded unless told otherwise. */
export const volunteerSignedIn = ({ firstLoginComplete = true } = {}) =>
  signedIn({
    user: { id: VOLUNTEER_ID, email: 'val@example.org' },
    profile: {
      role: 'volunteer',
      first_login_complete: firstLoginComplete,
      name: 'Val',
      profile_url: null,
      team: null,
    },
  });
