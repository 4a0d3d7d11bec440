import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  api,
  fetchOwnTasks,
  supabaseOf,
  toDomainError,
  type AppDispatch,
  type RootState,
  type TaskWithRelations,
} from 'shared-domain';

/** The signed-in organisation's own tasks, through the portal's one RTK Query api. */
export const ownTasksApi = api.injectEndpoints({
  endpoints: (build) => ({
    ownTasks: build.query<TaskWithRelations[], string>({
      queryFn: async (ownerUserId, thunkApi) => {
        try {
          return { data: await fetchOwnTasks(supabaseOf(thunkApi), ownerUserId) };
        } catch (error) {
          return { error: toDomainError(error) };
        }
      },
      providesTags: ['Task'],
    }),
  }),
});

/** Subscribes while mounted and signed in; shared-domain's api has no React hooks of its own. */
export function useOwnTasks(ownerUserId: string | null) {
  const dispatch = useDispatch<AppDispatch>();
  useEffect(() => {
    if (ownerUserId === null) return undefined;
    const subscription = dispatch(ownTasksApi.endpoints.ownTasks.initiate(ownerUserId));
    return () => subscription.unsubscribe();
  }, [dispatch, ownerUserId]);
  return useSelector((state: RootState) =>
    ownTasksApi.endpoints.ownTasks.select(ownerUserId ?? skipToken)(state),
  );
}
