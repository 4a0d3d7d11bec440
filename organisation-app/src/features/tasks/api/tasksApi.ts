import {
  api,
  approveApplication,
  asQueryResult,
  createTask,
  deleteTask,
  fetchOrganisationByOwner,
  fetchOwnTasks,
  fetchPublicProfile,
  fetchTask,
  fetchTaskReviews,
  fetchUserSummaries,
  hasReview,
  markApplicationDone,
  openChat,
  rejectApplication,
  resolveProfileUrl,
  submitReview,
  supabaseOf,
  updateTask,
  WRITE_INVALIDATES,
  type ApplicationRow,
  type ChatKey,
  type ChatRow,
  type NewTaskRow,
  type OrganisationRow,
  type PublicProfile,
  type TaskEdit,
  type TaskRow,
  type TaskWithRelations,
  type UserSummary,
} from 'shared-domain';

/** Applicants by user id, their photos already resolved to URLs. */
export type ApplicantDirectory = Record<string, UserSummary>;

export type TasksWithApplicants = { tasks: TaskWithRelations[]; applicants: ApplicantDirectory };

export type TaskDetail = {
  task: TaskWithRelations;
  applicants: ApplicantDirectory;
  reviewCount: number;
};

type Client = ReturnType<typeof supabaseOf>;

async function applicantDirectory(
  client: Client,
  tasks: readonly TaskWithRelations[],
): Promise<ApplicantDirectory> {
  const ids = tasks.flatMap((task) => task.applications.map((application) => application.user_id));
  const users = await fetchUserSummaries(client, ids);
  return Object.fromEntries(
    users.map((user) => [
      user.id,
      { ...user, profile_url: resolveProfileUrl(client, user.profile_url) },
    ]),
  );
}

/** Reads and writes of the organisation's tasks and applicants, through the portal's one api. */
export const tasksApi = api.injectEndpoints({
  endpoints: (build) => ({
    organisationTasks: build.query<TasksWithApplicants, string>({
      queryFn: (ownerUserId, thunkApi) =>
        asQueryResult(async () => {
          const client = supabaseOf(thunkApi);
          const tasks = await fetchOwnTasks(client, ownerUserId);
          return { tasks, applicants: await applicantDirectory(client, tasks) };
        }),
      providesTags: ['Task', 'Application'],
    }),
    taskDetail: build.query<TaskDetail | null, string>({
      queryFn: (taskId, thunkApi) =>
        asQueryResult(async () => {
          const client = supabaseOf(thunkApi);
          const task = await fetchTask(client, taskId);
          if (task === null) return null;
          const [applicants, reviews] = await Promise.all([
            applicantDirectory(client, [task]),
            fetchTaskReviews(client, taskId),
          ]);
          return { task, applicants, reviewCount: reviews.length };
        }),
      providesTags: ['Task', 'Application', 'Review'],
    }),
    ownOrganisation: build.query<OrganisationRow | null, string>({
      queryFn: (ownerUserId, thunkApi) =>
        asQueryResult(() => fetchOrganisationByOwner(supabaseOf(thunkApi), ownerUserId)),
      providesTags: ['Organisation'],
    }),
    reviewTarget: build.query<
      { volunteer: PublicProfile | null; reviewed: boolean },
      { taskId: string; userId: string }
    >({
      queryFn: ({ taskId, userId }, thunkApi) =>
        asQueryResult(async () => {
          const client = supabaseOf(thunkApi);
          const [volunteer, reviewed] = await Promise.all([
            fetchPublicProfile(client, userId),
            hasReview(client, taskId, userId),
          ]);
          return {
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
    }),
    updateTask: build.mutation<TaskRow, { taskId: string; edit: TaskEdit }>({
      queryFn: ({ taskId, edit }, thunkApi) =>
        asQueryResult(() => updateTask(supabaseOf(thunkApi), taskId, edit)),
      invalidatesTags: WRITE_INVALIDATES.updateTask,
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
