import { skipToken } from '@reduxjs/toolkit/query/react';
import {
  api,
  asQueryResult,
  countUnreadNotifications,
  refreshSessionProfile,
  selectSessionProfile,
  supabaseOf,
  watchNotifications,
  type AppDispatch,
  type RootState,
} from 'shared-domain';
import { afterStartUp } from 'shared-ui';

/** The viewer's notifications, as the notification centre's list and the bell's count tag them. */
const NOTIFICATIONS = [{ type: 'Notification' as const, id: 'LIST' }];

const unreadNotificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The bell's count (the argument is the viewer's id). While a bell shows it, the viewer's
     * notifications are followed live: a new one, or one read elsewhere, reads the count and any open
     * list again.
     */
    unreadNotificationCount: build.query<number, string>({
      queryFn: (userId, thunkApi) =>
        asQueryResult(() => countUnreadNotifications(supabaseOf(thunkApi), userId)),
      providesTags: NOTIFICATIONS,
      async onCacheEntryAdded(userId, { cacheEntryRemoved, dispatch, extra, getState }) {
        let stop: () => Promise<void> = () => Promise.resolve();
        // No first screen needs it: the live subscription (and realtime-js) waits for start-up to
        // end. Each (re)subscription reads the count again, for what happened while not following.
        const cancel = afterStartUp(() => {
          try {
            const client = supabaseOf({ extra });
            stop = watchNotifications(
              client,
              userId,
              () => {
                dispatch(api.util.invalidateTags(NOTIFICATIONS));
                // A member removed from their team is told so: their session follows at once,
                // and the guard takes their open page to the no-team page (issue #49).
                const profile = selectSessionProfile(getState() as RootState);
                if (profile?.role === 'organisation') {
                  void refreshSessionProfile(client, userId, dispatch as AppDispatch, profile);
                }
              },
              // SPEC §8: realtime errors are only logged; the count stays as last read.
              (error) => console.error('Live notifications interrupted', error),
            );
          } catch (error) {
            console.error('Live notifications unavailable', error);
          }
        });
        await cacheEntryRemoved;
        cancel();
        await stop();
      },
    }),
  }),
});

/** How many of the viewer's notifications are unread, followed live while shown (the bell). */
export function useUnreadNotificationCount(userId: string | null): number {
  const { data } = unreadNotificationsApi.useUnreadNotificationCountQuery(userId ?? skipToken);
  return data ?? 0;
}
