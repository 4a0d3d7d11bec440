import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import {
  getSession,
  roleFromMetadata,
  selectRole,
  selectSessionStatus,
  type Role,
} from 'shared-domain';
import { usePortalClient } from '../../../lib/supabase/SupabaseClientContext';

/**
 * The signed-in account's role: from its users row, or, for an account without one, from the role
 * its sign-up put in the metadata; null when neither says.
 */
export function useAccountRole(): Role | null {
  const client = usePortalClient();
  const status = useSelector(selectSessionStatus);
  const profileRole = useSelector(selectRole);
  const [metadataRole, setMetadataRole] = useState<Role | null>(null);

  useEffect(() => {
    if (status !== 'signedIn' || profileRole !== null) return;
    let current = true;
    client
      .load()
      .then(getSession)
      .then((session) => {
        if (current) setMetadataRole(roleFromMetadata(session?.user.user_metadata));
      })
      .catch((error: unknown) => console.error(error));
    return () => {
      current = false;
    };
  }, [client, status, profileRole]);

  return profileRole ?? metadataRole;
}
