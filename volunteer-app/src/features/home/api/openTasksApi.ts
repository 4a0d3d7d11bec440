import {
  api,
  asQueryResult,
  fetchOpenTasksPage,
  supabaseOf,
  type CursorPage,
  type OpenTask,
  type OpenTaskCursor,
  type TaskSort,
} from 'shared-domain';
import { cursorPaging } from '../../../api/cursorPaging';

export type OpenTasksQuery = { search: string; sort: TaskSort };

/**
 * The signed-in volunteer's open tasks, searched and sorted in the database (get_open_tasks), a page
 * at a time; each search and sort is its own list.
 */
export const openTasksApi = api.injectEndpoints({
  endpoints: (build) => ({
    openTasks: build.infiniteQuery<
      CursorPage<OpenTask, OpenTaskCursor>,
      OpenTasksQuery,
      OpenTaskCursor | null
    >({
      infiniteQueryOptions: cursorPaging<OpenTaskCursor>(),
      queryFn: ({ queryArg, pageParam }, thunkApi) =>
        asQueryResult(() =>
          fetchOpenTasksPage(supabaseOf(thunkApi), { ...queryArg, after: pageParam }),
        ),
      providesTags: ['Task'],
    }),
  }),
});

export const { useOpenTasksInfiniteQuery } = openTasksApi;
