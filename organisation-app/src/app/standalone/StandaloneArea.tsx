import { Outlet, useNavigate } from 'react-router-dom';
import { signOut, type Client } from 'shared-domain';
import { AreaLayout, useConfirm, organisationAreaTabs } from 'shared-ui';

/** The area frame when this app runs on its own; inside the portal the shell draws the same one. */
export function StandaloneArea({ supabase }: { supabase: Client }) {
  const confirm = useConfirm();
  const navigate = useNavigate();
  const logout = async () => {
    if (!(await confirm('Are you sure you want to log out?', { confirmLabel: 'Log out' }))) return;
    try {
      await signOut(supabase);
    } catch (error) {
      console.error(error);
    }
    navigate('/organisation/home', { replace: true });
  };
  return (
    <AreaLayout
      homePath="/organisation/home"
      profilePath="/organisation/profile"
      tabs={organisationAreaTabs}
      onLogout={() => void logout()}
    >
      <Outlet />
    </AreaLayout>
  );
}
