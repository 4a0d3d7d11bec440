import { skipToken } from '@reduxjs/toolkit/query/react';
import {
  api,
  asQueryResult,
  fetchNotificationPage,
  fetchNotificationPreferences,
  loadedSupabaseOf,
  markNotificationsRead,
  saveNotificationPreference,
  setMailByToken,
  supabaseOf,
  type NotificationPage,
  type NotificationPreference,
  type PageCursor,
  type UnsubscribeResult,
} from 'shared-domain';

/** The viewer's notifications: the list here, and the bell's count (hooks/useUnreadNotifications). */
const NOTIFICATIONS = [{ type: 'Notification' as const, id: 'LIST' }];
const PREFERENCES = [{ type: 'NotificationPreference' as const, id: 'LIST' }];

export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The viewer's notifications, newest first, a page at a time. */
    notificationPages: build.infiniteQuery<NotificationPage, string, PageCursor | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.next,
      },
      queryFn: ({ queryArg: userId, pageParam }, thunkApi) =>
        asQueryResult(() => fetchNotificationPage(supabaseOf(thunkApi), userId, pageParam)),
      providesTags: NOTIFICATIONS,
    }),
    /** Marks the given notifications, or all of them, read. */
    markNotificationsRead: build.mutation<null, { userId: string; ids: string[] | 'all' }>({
      queryFn: ({ userId, ids }, thunkApi) =>
        asQueryResult(async () => {
          await markNotificationsRead(supabaseOf(thunkApi), userId, ids);
          return null;
        }),
      invalidatesTags: NOTIFICATIONS,
    }),
    notificationPreferences: build.query<NotificationPreference[], void>({
      queryFn: (_arg, thunkApi) =>
        asQueryResult(() => fetchNotificationPreferences(supabaseOf(thunkApi))),
      providesTags: PREFERENCES,
    }),
    /** Saves one kind's switches, shown at once and put back if the save fails. */
    saveNotificationPreference: build.mutation<
      null,
      { userId: string; preference: NotificationPreference }
    >({
      queryFn: ({ userId, preference }, thunkApi) =>
        asQueryResult(async () => {
          await saveNotificationPreference(supabaseOf(thunkApi), userId, preference);
          return null;
        }),
      async onQueryStarted({ preference }, { dispatch, queryFulfilled }) {
        const shown = dispatch(
          notificationsApi.util.updateQueryData('notificationPreferences', undefined, (rows) =>
            rows.map((row) => (row.kind === preference.kind ? preference : row)),
          ),
        );
        await queryFulfilled.catch(() => shown.undo());
      },
    }),
    /** The /unsubscribe page: a mail's token switches its kind's e-mails off, or on (Undo). */
    setMailByToken: build.mutation<UnsubscribeResult, { token: string; email: boolean }>({
      queryFn: async ({ token, email }, thunkApi) =>
        asQueryResult(async () => setMailByToken(await loadedSupabaseOf(thunkApi), token, email)),
    }),
  }),
});

export function useNotificationPages(userId: string | null) {
  return notificationsApi.useNotificationPagesInfiniteQuery(userId ?? skipToken);
}

export const {
  useMarkNotificationsReadMutation,
  useNotificationPreferencesQuery,
  useSaveNotificationPreferenceMutation,
  useSetMailByTokenMutation,
} = notificationsApi;
