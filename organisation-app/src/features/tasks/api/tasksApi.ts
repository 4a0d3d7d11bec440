import {
  api,
  cursorPaging,
  approveApplication,
  asQueryResult,
  createTask,
  countApplications,
  deleteTask,
  fetchOrganisationByOwner,
  fetchOrganisationTasksPage,
  fetchPublicProfile,
  fetchTaskApplicantsPage,
  fetchTaskDecisions,
  fetchTaskReviews,
  fetchTaskWithOrganisation,
  fetchUpcomingOwnTasks,
  hasReview,
  markApplicationDone,
  openChat,
  pushPromptOffered,
  rejectApplication,
  resolveProfileUrl,
  submitReview,
  supabaseOf,
  updateTask,
  WRITE_INVALIDATES,
  type ApplicationRow,
  type ChatKey,
  type ChatRow,
  type Client,
  type CursorPage,
  type MyTasksFilter,
  type NewTaskRow,
  type OrganisationRow,
  type OrganisationTask,
  type PageCursor,
  type PublicProfile,
  type TaskApplicant,
  type TaskDecision,
  type TaskEdit,
  type TaskRow,
  type TaskWithOrganisation,
  type UpcomingTask,
} from 'shared-domain';

export type TaskDetail = { task: TaskWithOrganisation; reviewCount: number };

/** My Tasks' filter before the organisation picks another. */
export const FIRST_MY_TASKS_FILTER: MyTasksFilter = 'all';

/** Applicants with their photos resolved to URLs. */
function applicantsWithPhotoUrls(
  client: Client,
  applicants: readonly TaskApplicant[],
): TaskApplicant[] {
  return applicants.map((applicant) => ({
    ...applicant,
    profile_url: resolveProfileUrl(client, applicant.profile_url),
  }));
}

/** Reads and writes of the organisation's tasks and applicants, through the portal's one api. */
export const tasksApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** My Tasks' list: the session's organisation's tasks under one filter. */
    organisationTasks: build.infiniteQuery<
      CursorPage<OrganisationTask>,
      MyTasksFilter,
      PageCursor | null
    >({
      infiniteQueryOptions: cursorPaging<PageCursor>(),
      queryFn: ({ queryArg: filter, pageParam }, thunkApi) =>
        asQueryResult(async () => {
          const client = supabaseOf(thunkApi);
          const page = await fetchOrganisationTasksPage(client, { filter, after: pageParam });
          return {
            ...page,
            rows: page.rows.map((task) => ({
              ...task,
              applicants: applicantsWithPhotoUrls(client, task.applicants),
            })),
          };
        }),
      providesTags: ['Task', 'Application'],
    }),
    taskApplicants: build.infiniteQuery<CursorPage<TaskApplicant>, string, PageCursor | null>({
      infiniteQueryOptions: cursorPaging<PageCursor>(),
      queryFn: ({ queryArg: taskId, pageParam }, thunkApi) =>
        asQueryResult(async () => {
          const client = supabaseOf(thunkApi);
          const page = await fetchTaskApplicantsPage(client, taskId, { after: pageParam });
          return { ...page, rows: applicantsWithPhotoUrls(client, page.rows) };
        }),
      providesTags: ['Task', 'Application'],
    }),
    upcomingOwnTasks: build.query<
      UpcomingTask[],
      { ownerUserId: string; from: string; to: string }
    >({
      queryFn: ({ ownerUserId, from, to }, thunkApi) =>
        asQueryResult(() =>
          fetchUpcomingOwnTasks(supabaseOf(thunkApi), ownerUserId, new Date(from), new Date(to)),
        ),
      providesTags: ['Task'],
    }),
    taskDetail: build.query<TaskDetail | null, string>({
      queryFn: (taskId, thunkApi) =>
        asQueryResult(async () => {
          const client = supabaseOf(thunkApi);
          const [task, reviews] = await Promise.all([
            fetchTaskWithOrganisation(client, taskId),
            fetchTaskReviews(client, taskId),
          ]);
          return task === null ? null : { task, reviewCount: reviews.length };
        }),
      providesTags: ['Task', 'Review'],
    }),
    ownOrganisation: build.query<OrganisationRow | null, string>({
      queryFn: (ownerUserId, thunkApi) =>
        asQueryResult(() => fetchOrganisationByOwner(supabaseOf(thunkApi), ownerUserId)),
      providesTags: ['Organisation'],
    }),
    reviewTarget: build.query<
      { taskFound: boolean; volunteer: PublicProfile | null; reviewed: boolean },
      { taskId: string; userId: string }
    >({
      queryFn: ({ taskId, userId }, thunkApi) =>
        asQueryResult(async () => {
          const client = supabaseOf(thunkApi);
          const [task, volunteer, reviewed] = await Promise.all([
            fetchTaskWithOrganisation(client, taskId),
            fetchPublicProfile(client, userId),
            hasReview(client, taskId, userId),
          ]);
          return {
            taskFound: task !== null,
            volunteer:
              volunteer === null
                ? null
                : { ...volunteer, profile_url: resolveProfileUrl(client, volunteer.profile_url) },
            reviewed,
          };
        }),
      providesTags: ['Review'],
    }),
    createTask: build.mutation<TaskRow, NewTaskRow>({
      queryFn: (row, thunkApi) => asQueryResult(() => createTask(supabaseOf(thunkApi), row)),
      invalidatesTags: WRITE_INVALIDATES.createTask,
      // With a task posted the organisation has applicants to hear about: the shell may offer push.
      onQueryStarted: async (_row, { dispatch, queryFulfilled }) => {
        if (
          await queryFulfilled.then(
            () => true,
            () => false,
          )
        ) {
          dispatch(pushPromptOffered('first-task'));
        }
      },
    }),
    updateTask: build.mutation<TaskRow, { taskId: string; edit: TaskEdit }>({
      queryFn: ({ taskId, edit }, thunkApi) =>
        asQueryResult(() => updateTask(supabaseOf(thunkApi), taskId, edit)),
      invalidatesTags: WRITE_INVALIDATES.updateTask,
    }),
    /** Who of the team decided what on the task (issue #49): the task page's history. */
    taskDecisions: build.query<TaskDecision[], string>({
      queryFn: (taskId, thunkApi) =>
        asQueryResult(() => fetchTaskDecisions(supabaseOf(thunkApi), taskId)),
      providesTags: ['Application', 'Review'],
    }),
    /** Who a delete would tell (issue #48), read when the owner asks to delete. */
    peopleToTell: build.query<{ approved: number; applied: number }, string>({
      queryFn: (taskId, thunkApi) =>
        asQueryResult(async () => {
          const client = supabaseOf(thunkApi);
          const [approved, applied] = await Promise.all([
            countApplications(client, taskId, 'approved'),
            countApplications(client, taskId, 'applied'),
          ]);
          return { approved, applied };
        }),
    }),
    deleteTask: build.mutation<boolean, string>({
      queryFn: (taskId, thunkApi) => asQueryResult(() => deleteTask(supabaseOf(thunkApi), taskId)),
      invalidatesTags: WRITE_INVALIDATES.deleteTask,
    }),
    approveApplication: build.mutation<ApplicationRow, string>({
      queryFn: (applicationId, thunkApi) =>
        asQueryResult(() => approveApplication(supabaseOf(thunkApi), applicationId)),
      invalidatesTags: WRITE_INVALIDATES.approve,
    }),
    rejectApplication: build.mutation<ApplicationRow, string>({
      queryFn: (applicationId, thunkApi) =>
        asQueryResult(() => rejectApplication(supabaseOf(thunkApi), applicationId)),
      invalidatesTags: WRITE_INVALIDATES.reject,
    }),
    markApplicationDone: build.mutation<ApplicationRow, string>({
      queryFn: (applicationId, thunkApi) =>
        asQueryResult(() => markApplicationDone(supabaseOf(thunkApi), applicationId)),
      invalidatesTags: WRITE_INVALIDATES.markDone,
    }),
    openChat: build.mutation<{ chat: ChatRow; created: boolean }, ChatKey>({
      queryFn: (key, thunkApi) => asQueryResult(() => openChat(supabaseOf(thunkApi), key)),
      invalidatesTags: WRITE_INVALIDATES.openChat,
    }),
    submitReview: build.mutation<
      unknown,
      { taskId: string; userId: string; rating: number; comment: string }
    >({
      queryFn: (review, thunkApi) =>
        asQueryResult(() => submitReview(supabaseOf(thunkApi), review)),
      invalidatesTags: WRITE_INVALIDATES.submitReview,
    }),
  }),
});
