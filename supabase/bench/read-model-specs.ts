// The read models `--read-models` times: each one request exactly as the apps make it through
// supabase-js (shared-domain/src/data), and the statement the database runs for it (for the plans):
// the function call for an RPC, for a PostgREST read the SQL PostgREST 12 generates (a keyset page,
// embedded rows through lateral joins), with the filter values as parameters as PostgREST sends them.
// "old" marks a request shape of the screens before issue #17, kept as the reference.

export type ActorKey = 'volunteer' | 'demoOrganisation' | 'benchOrganisation';

export const actorLabels: Record<ActorKey, string> = {
  volunteer: 'demo volunteer',
  demoOrganisation: 'demo organisation',
  benchOrganisation: 'bench organisation',
};

/** An HTTP request to the gateway, relative to its URL. */
export interface ApiRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: Record<string, unknown>;
}

/** A statement with PREPARE's parameter types and the values of one call. */
export interface Statement {
  sql: string;
  types: string[];
  values: (string | number | null)[];
}

export interface ReadModelSpec {
  actor: ActorKey;
  /** Stable across scales and runs: the row of the table, the key in the JSON. */
  key: string;
  label: string;
  old: boolean;
  request: ApiRequest;
  statement: Statement;
}

/** What the specs need to know about an actor, found after sign-in. */
export interface VolunteerContext {
  userId: string;
  newestChatId: string | null;
  /** Per sort, the cursor after five pages (null when the list has no sixth page). */
  deepCursors: Record<OpenTaskSort, OpenTaskCursor | null>;
}

export interface OrganisationContext {
  userId: string;
  organisationId: string;
  newestTaskId: string | null;
  newestChatId: string | null;
}

export type OpenTaskSort = 'earliest' | 'newest' | 'points';
export const openTaskSorts: OpenTaskSort[] = ['earliest', 'newest', 'points'];

/** The last task shown on a page of the open-task list: where the next page starts. */
export interface OpenTaskCursor {
  taskDate: string | null;
  points: number;
  createdAt: string;
  id: string;
}

/** Page sizes as the apps ask for them: one more row than shown, to know whether there is more. */
export const PAGE = {
  openTasks: 21,
  chats: 31,
  applications: 21,
  redemptions: 21,
  reviews: 11,
  messages: 51,
  organisations: 25,
  organisationTasks: 21,
  applicants: 21,
} as const;

/** The open-task list pages followed before the one timed deep in the list. */
export const DEEP_PAGES = 5;

const TASK_COLUMNS =
  'id,user_id,organisation_id,title,description,detailed_description,location,task_date,task_type,difficulty,hours_required,points,status,completed,capacity,days_of_week,number_of_weeks,applicant_count,created_at';
const MESSAGE_COLUMNS = 'id,chat_id,sender_id,content,created_at';

function rest(table: string, query: Record<string, string>): ApiRequest {
  return { method: 'GET', path: `/rest/v1/${table}?${new URLSearchParams(query).toString()}` };
}

function rpc(name: string, body: Record<string, unknown>): ApiRequest {
  return { method: 'POST', path: `/rest/v1/rpc/${name}`, body };
}

/** A function call as PostgREST makes it: named arguments, the row set selected whole. */
function call(name: string, args: [string, string, string | number | null][]): Statement {
  return {
    sql: `select * from public.${name}(${args.map(([arg], i) => `${arg} => $${i + 1}`).join(', ')})`,
    types: args.map(([, type]) => type),
    values: args.map(([, , value]) => value),
  };
}

/** PostgREST's wrapper around a read: the page as a CTE, the body one json_agg of its rows. */
const wrap = (source: string) =>
  `with pgrst_source as (${source})
select null::bigint as total_result_set, pg_catalog.count(_postgrest_t) as page_total,
       coalesce(json_agg(_postgrest_t), '[]') as body
  from (select * from pgrst_source) _postgrest_t`;

function openTasksBody(sort: OpenTaskSort, after: OpenTaskCursor | null): Record<string, unknown> {
  return {
    p_search: '',
    p_sort: sort,
    p_limit: PAGE.openTasks,
    ...(after === null
      ? {}
      : {
          ...(after.taskDate === null ? {} : { p_after_task_date: after.taskDate }),
          p_after_points: after.points,
          p_after_created_at: after.createdAt,
          p_after_id: after.id,
        }),
  };
}

function openTasksStatement(sort: OpenTaskSort, after: OpenTaskCursor | null): Statement {
  return call('get_open_tasks', [
    ['p_search', 'text', ''],
    ['p_sort', 'text', sort],
    ['p_limit', 'integer', PAGE.openTasks],
    ...(after === null
      ? []
      : ([
          ...(after.taskDate === null
            ? []
            : [['p_after_task_date', 'timestamptz', after.taskDate] as const]),
          ['p_after_points', 'integer', after.points],
          ['p_after_created_at', 'timestamptz', after.createdAt],
          ['p_after_id', 'uuid', after.id],
        ] as [string, string, string | number | null][])),
  ]);
}

function messagesSpec(actor: ActorKey, chatId: string): ReadModelSpec {
  return {
    actor,
    key: 'messages',
    label: 'message history, newest chat (messages, 51)',
    old: false,
    request: rest('messages', {
      select: MESSAGE_COLUMNS,
      chat_id: `eq.${chatId}`,
      order: 'created_at.desc,id.desc',
      limit: String(PAGE.messages),
    }),
    statement: {
      sql: wrap(`select m.id, m.chat_id, m.sender_id, m.content, m.created_at
  from public.messages m
 where m.chat_id = $1
 order by m.created_at desc, m.id desc
 limit ${PAGE.messages} offset 0`),
      types: ['uuid'],
      values: [chatId],
    },
  };
}

function chatPageSpec(actor: ActorKey): ReadModelSpec {
  return {
    actor,
    key: 'get_chat_page',
    label: `get_chat_page, first page (${PAGE.chats})`,
    old: false,
    request: rpc('get_chat_page', { p_limit: PAGE.chats }),
    statement: call('get_chat_page', [['p_limit', 'integer', PAGE.chats]]),
  };
}

function chatListSpec(actor: ActorKey): ReadModelSpec {
  return {
    actor,
    key: 'old:get_chat_list',
    label: 'OLD Messages: get_chat_list (whole list)',
    old: true,
    request: rpc('get_chat_list', {}),
    statement: call('get_chat_list', []),
  };
}

export function volunteerSpecs(context: VolunteerContext): ReadModelSpec[] {
  const actor: ActorKey = 'volunteer';
  const specs: ReadModelSpec[] = [];
  for (const sort of openTaskSorts) {
    specs.push({
      actor,
      key: `get_open_tasks:${sort}`,
      label: `get_open_tasks ${sort}, first page (${PAGE.openTasks})`,
      old: false,
      request: rpc('get_open_tasks', openTasksBody(sort, null)),
      statement: openTasksStatement(sort, null),
    });
  }
  for (const sort of openTaskSorts) {
    const cursor = context.deepCursors[sort];
    if (cursor === null) continue;
    specs.push({
      actor,
      key: `get_open_tasks:${sort}:page-${DEEP_PAGES + 1}`,
      label: `get_open_tasks ${sort}, page ${DEEP_PAGES + 1} (cursor)`,
      old: false,
      request: rpc('get_open_tasks', openTasksBody(sort, cursor)),
      statement: openTasksStatement(sort, cursor),
    });
  }
  specs.push(chatPageSpec(actor));
  specs.push({
    actor,
    key: 'applications',
    label: `my applications (applications + task + organisation, ${PAGE.applications})`,
    old: false,
    request: rest('applications', {
      select:
        'id,status,created_at,task_id,task:tasks(id,title,description,location,task_date,points,hours_required,status,completed,user_id,organisation:organisations(name,logo_url))',
      user_id: `eq.${context.userId}`,
      order: 'created_at.desc,id.desc',
      limit: String(PAGE.applications),
    }),
    statement: {
      sql: wrap(`select a.id, a.status, a.created_at, a.task_id, row_to_json(a_task.*)::jsonb as task
  from public.applications a
  left join lateral (
    select t.id, t.title, t.description, t.location, t.task_date, t.points, t.hours_required,
           t.status, t.completed, t.user_id, row_to_json(t_org.*)::jsonb as organisation
      from public.tasks t
      left join lateral (
        select o.name, o.logo_url from public.organisations o where o.id = t.organisation_id
      ) t_org on true
     where t.id = a.task_id
  ) a_task on true
 where a.user_id = $1
 order by a.created_at desc, a.id desc
 limit ${PAGE.applications} offset 0`),
      types: ['uuid'],
      values: [context.userId],
    },
  });
  specs.push({
    actor,
    key: 'redemptions',
    label: `my redemptions (redemptions, ${PAGE.redemptions})`,
    old: false,
    request: rest('redemptions', {
      select: 'id,user_id,item_id,item_title,cost,created_at',
      user_id: `eq.${context.userId}`,
      order: 'created_at.desc,id.desc',
      limit: String(PAGE.redemptions),
    }),
    statement: {
      sql: wrap(`select r.id, r.user_id, r.item_id, r.item_title, r.cost, r.created_at
  from public.redemptions r
 where r.user_id = $1
 order by r.created_at desc, r.id desc
 limit ${PAGE.redemptions} offset 0`),
      types: ['uuid'],
      values: [context.userId],
    },
  });
  specs.push({
    actor,
    key: 'get_volunteer_reviews',
    label: `get_volunteer_reviews, self (${PAGE.reviews})`,
    old: false,
    request: rpc('get_volunteer_reviews', { p_user_id: context.userId, p_limit: PAGE.reviews }),
    statement: call('get_volunteer_reviews', [
      ['p_user_id', 'uuid', context.userId],
      ['p_limit', 'integer', PAGE.reviews],
    ]),
  });
  specs.push({
    actor,
    key: 'get_leaderboard',
    label: 'get_leaderboard (5 rows: the HTTP floor)',
    old: false,
    request: rpc('get_leaderboard', {}),
    statement: call('get_leaderboard', []),
  });
  if (context.newestChatId !== null) specs.push(messagesSpec(actor, context.newestChatId));
  specs.push({
    actor,
    key: 'organisations',
    label: `organisation grid (organisations by name, ${PAGE.organisations})`,
    old: false,
    request: rest('organisations', {
      select: 'id,name,logo_url',
      order: 'name,id',
      limit: String(PAGE.organisations),
    }),
    statement: {
      sql: wrap(`select o.id, o.name, o.logo_url
  from public.organisations o
 order by o.name, o.id
 limit ${PAGE.organisations} offset 0`),
      types: [],
      values: [],
    },
  });
  specs.push(chatListSpec(actor));
  return specs;
}

export function organisationSpecs(actor: ActorKey, context: OrganisationContext): ReadModelSpec[] {
  const specs: ReadModelSpec[] = [];
  for (const filter of ['all', 'completed']) {
    specs.push({
      actor,
      key: `get_organisation_tasks:${filter}`,
      label: `get_organisation_tasks ${filter} (${PAGE.organisationTasks})`,
      old: false,
      request: rpc('get_organisation_tasks', {
        p_filter: filter,
        p_limit: PAGE.organisationTasks,
      }),
      statement: call('get_organisation_tasks', [
        ['p_filter', 'text', filter],
        ['p_limit', 'integer', PAGE.organisationTasks],
      ]),
    });
  }
  if (context.newestTaskId !== null) {
    specs.push({
      actor,
      key: 'get_task_applicants',
      label: `get_task_applicants, newest task (${PAGE.applicants})`,
      old: false,
      request: rpc('get_task_applicants', {
        p_task_id: context.newestTaskId,
        p_limit: PAGE.applicants,
      }),
      statement: call('get_task_applicants', [
        ['p_task_id', 'uuid', context.newestTaskId],
        ['p_limit', 'integer', PAGE.applicants],
      ]),
    });
  }
  specs.push(chatPageSpec(actor));
  specs.push({
    actor,
    key: 'get_organisation_stats',
    label: 'get_organisation_stats, own organisation',
    old: false,
    request: rpc('get_organisation_stats', { p_organisation_id: context.organisationId }),
    statement: call('get_organisation_stats', [
      ['p_organisation_id', 'uuid', context.organisationId],
    ]),
  });
  if (context.newestChatId !== null) specs.push(messagesSpec(actor, context.newestChatId));
  specs.push({
    actor,
    key: 'old:own-tasks',
    label: 'OLD My Tasks: tasks + organisation + applications (200)',
    old: true,
    request: rest('tasks', {
      select: `${TASK_COLUMNS},organisation:organisations(id,name,logo_url,user_id),applications(id,user_id,status,created_at)`,
      user_id: `eq.${context.userId}`,
      order: 'created_at.desc',
      limit: '200',
    }),
    statement: {
      sql: wrap(`select ${TASK_COLUMNS.split(',')
        .map((column) => `t.${column}`)
        .join(', ')},
       row_to_json(t_org.*)::jsonb as organisation,
       coalesce(t_apps.applications, '[]') as applications
  from public.tasks t
  left join lateral (
    select o.id, o.name, o.logo_url, o.user_id
      from public.organisations o where o.id = t.organisation_id
  ) t_org on true
  left join lateral (
    select json_agg(a_rows)::jsonb as applications
      from (
        select a.id, a.user_id, a.status, a.created_at
          from public.applications a where a.task_id = t.id
      ) a_rows
  ) t_apps on true
 where t.user_id = $1
 order by t.created_at desc
 limit 200 offset 0`),
      types: ['uuid'],
      values: [context.userId],
    },
  });
  specs.push(chatListSpec(actor));
  return specs;
}
