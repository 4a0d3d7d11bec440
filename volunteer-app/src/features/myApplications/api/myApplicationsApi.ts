import { useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  api,
  asQueryResult,
  fetchMyApplications,
  openChat,
  supabaseOf,
  type AppDispatch,
  type ChatKey,
  type MyApplication,
  type RootState,
} from 'shared-domain';

/** The volunteer's applications with their tasks, and the chat behind an approved one's Chat button. */
export const myApplicationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    myApplications: build.query<MyApplication[], string>({
      queryFn: (userId, thunkApi) =>
        asQueryResult(() => fetchMyApplications(supabaseOf(thunkApi), userId)),
      providesTags: ['Application', 'Task'],
    }),
    openApplicationChat: build.mutation<string, ChatKey>({
      queryFn: (key, thunkApi) =>
        asQueryResult(async () => (await openChat(supabaseOf(thunkApi), key)).chat.id),
      invalidatesTags: ['Chat'],
    }),
  }),
});

/** Subscribes while mounted and signed in; shared-domain's api has no React hooks of its own. */
export function useMyApplications(userId: string | null) {
  const dispatch = useDispatch<AppDispatch>();
  useEffect(() => {
    if (userId === null) return undefined;
    const subscription = dispatch(myApplicationsApi.endpoints.myApplications.initiate(userId));
    return () => subscription.unsubscribe();
  }, [dispatch, userId]);
  const select = useMemo(
    () => myApplicationsApi.endpoints.myApplications.select(userId ?? ''),
    [userId],
  );
  return useSelector((state: RootState) => select(state));
}
