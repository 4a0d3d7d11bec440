import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { supabaseOf, updatePassword, type AppDispatch } from 'shared-domain';

/** Sets the signed-in account's password with the store's Supabase client (either role app's). */
export function useChangePassword(): (password: string) => Promise<void> {
  const dispatch = useDispatch<AppDispatch>();
  return useCallback(
    (password: string) =>
      dispatch((_dispatch, _getState, extra) => updatePassword(supabaseOf({ extra }), password)),
    [dispatch],
  );
}
