// The plans of the read models, as the database runs them for their caller: each statement is
// prepared in a fresh session as `authenticated` with the caller's JWT claims (so row level
// security applies as through PostgREST), run nine times (the plan caches settle: a prepared read
// may turn generic, a PL/pgSQL function keeps its own), and the tenth run is explained with
// EXPLAIN (ANALYZE, BUFFERS); auto_explain (nested statements, reported as NOTICEs) gives the plan
// of the query inside a function.
import pg from 'pg';
import { actorLabels, type ActorKey, type ReadModelSpec, type Statement } from './read-model-specs';

export interface NestedPlan {
  durationMs: number;
  queryText: string;
  plan: string[];
}

export interface PlanResult {
  actor: ActorKey;
  key: string;
  label: string;
  /** The statement explained, with its parameters' values. */
  statement: string;
  /** EXPLAIN (ANALYZE, BUFFERS) of the statement as PostgREST runs it (for an RPC, the call). */
  explain: string[];
  /** For a function: the statements it ran, as auto_explain saw them; `main` is the longest. */
  nested: NestedPlan[];
  main: string[];
  error?: string;
}

const WARM_CALLS = 9;

function literal(value: string | number | null): string {
  if (value === null) return 'null';
  return typeof value === 'number' ? String(value) : pg.escapeLiteral(value);
}

function executeText(statement: Statement): string {
  return statement.values.length === 0
    ? 'execute read_model'
    : `execute read_model(${statement.values.map(literal).join(', ')})`;
}

/** An auto_explain NOTICE: "duration: 1.234 ms  plan:\nQuery Text: …\n<plan>". */
function parseNotice(message: string): NestedPlan | null {
  const duration = /^duration: ([\d.]+) ms/.exec(message);
  if (!duration) return null;
  const lines = message.split('\n').slice(1);
  const planStart = lines.findIndex((line) => line.includes('(actual') || line.includes('(cost='));
  if (planStart < 0) return null;
  return {
    durationMs: Number(duration[1]),
    queryText: lines
      .slice(0, planStart)
      .join('\n')
      .replace(/^Query Text:\s*/, '')
      .trim(),
    plan: lines.slice(planStart),
  };
}

const SCAN_NODE = /(Seq Scan|Index Scan|Index Only Scan|Bitmap Heap Scan|Bitmap Index Scan|Sort)\b/;
const DETAIL =
  /^\s*(Index Cond|Recheck Cond|Rows Removed by (Filter|Index Recheck)|Heap Fetches|Buffers|Sort Method|Filter)\b/;
const TOTALS = /^\s*(Planning Time|Execution Time|Planning:)/;

function indentOf(line: string): number {
  return line.length - line.trimStart().length;
}

/**
 * The lines worth quoting: the top node (with its actual time), every scan and sort with its
 * index condition, rows removed and buffers, and the totals.
 */
export function keyLines(plan: string[]): string[] {
  const kept: string[] = [];
  let keepDetails = false;
  let nodeIndent = 0;
  plan.forEach((line, index) => {
    const isNode = index === 0 || line.trimStart().startsWith('->');
    if (isNode) {
      keepDetails = index === 0 || SCAN_NODE.test(line);
      nodeIndent = indentOf(line);
      if (keepDetails) kept.push(line);
      return;
    }
    if (TOTALS.test(line) && indentOf(line) === 0) {
      kept.push(line);
      keepDetails = false;
      return;
    }
    if (keepDetails && indentOf(line) > nodeIndent && DETAIL.test(line)) {
      // A filter's text can be long (row level security): its start says enough.
      kept.push(line.length > 200 ? `${line.slice(0, 200)}…` : line);
    }
  });
  return kept;
}

async function planOf(
  databaseUrl: string,
  spec: ReadModelSpec,
  userId: string,
): Promise<PlanResult> {
  const result: PlanResult = {
    actor: spec.actor,
    key: spec.key,
    label: spec.label,
    statement: `${spec.statement.sql}${spec.statement.values.length ? `\n-- $1.. = ${spec.statement.values.map(literal).join(', ')}` : ''}`,
    explain: [],
    nested: [],
    main: [],
  };
  const client = new pg.Client({ connectionString: databaseUrl });
  const notices: string[] = [];
  client.on('notice', (notice) => notices.push(notice.message ?? ''));
  await client.connect();
  try {
    await client.query(`load 'auto_explain'`);
    for (const setting of [
      'auto_explain.log_level = notice',
      'auto_explain.log_analyze = on',
      'auto_explain.log_buffers = on',
      'auto_explain.log_timing = on',
      'auto_explain.log_nested_statements = on',
      'auto_explain.log_min_duration = -1',
    ]) {
      await client.query(`set ${setting}`);
    }
    const asCaller = async () => {
      await client.query('set role authenticated');
      await client.query(`select set_config('request.jwt.claims', $1, false)`, [
        JSON.stringify({ sub: userId, role: 'authenticated', aud: 'authenticated' }),
      ]);
    };
    await asCaller();
    const { sql, types } = spec.statement;
    await client.query(
      `prepare read_model${types.length ? `(${types.join(', ')})` : ''} as ${sql}`,
    );
    const execute = executeText(spec.statement);
    for (let i = 0; i < WARM_CALLS; i += 1) await client.query(execute);
    // auto_explain's settings are the superuser's to change.
    await client.query('reset role');
    await client.query('set auto_explain.log_min_duration = 0');
    await asCaller();
    notices.length = 0;
    const explained = await client.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers) ${execute}`,
    );
    result.explain = explained.rows.map((row) => row['QUERY PLAN']);
    result.nested = notices
      .map(parseNotice)
      .filter((plan): plan is NestedPlan => plan !== null)
      .filter((plan) => !/^(explain|execute|prepare)\b/i.test(plan.queryText));
    const longest = result.nested.reduce<NestedPlan | null>(
      (best, plan) => (best === null || plan.durationMs > best.durationMs ? plan : best),
      null,
    );
    // A function's own query is the longest statement it ran; a plain read is its own plan.
    result.main = spec.request.path.startsWith('/rest/v1/rpc/') && longest ? longest.plan : [];
  } catch (error) {
    result.error = error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
  return result;
}

export async function collectPlans(
  databaseUrl: string,
  specs: ReadModelSpec[],
  userIds: Record<ActorKey, string>,
  log: (line: string) => void,
): Promise<PlanResult[]> {
  const plans: PlanResult[] = [];
  for (const spec of specs) {
    const plan = await planOf(databaseUrl, spec, userIds[spec.actor]);
    log(
      `plan: ${actorLabels[spec.actor]} ${spec.key}${plan.error ? ` FAILED: ${plan.error}` : ''}`,
    );
    plans.push(plan);
  }
  return plans;
}

const fence = (lines: string[]) => ['```', ...lines, '```'];

export function renderPlans(
  plans: PlanResult[],
  heading: { scale: string; postgres: string; generatedAt: string },
): string {
  const out: string[] = [
    `# Read-model plans at ${heading.scale} tasks`,
    '',
    `Written by \`npm run bench -w supabase -- --read-models\` on ${heading.generatedAt}, ${heading.postgres}.`,
    'Each statement is prepared in a fresh session as `authenticated` with the caller’s',
    '`request.jwt.claims` (row level security as through PostgREST), run nine times, and the tenth',
    'run explained with `EXPLAIN (ANALYZE, BUFFERS)`; for a function, the plan of its own query comes',
    'from auto_explain (nested statements), the longest statement it ran. PostgREST reads are written',
    'out as PostgREST 12 builds them (the page in a CTE, embeds as lateral joins, filter values as',
    'parameters).',
    '',
  ];
  for (const plan of plans) {
    out.push(`## ${actorLabels[plan.actor]}: ${plan.label}`, '');
    if (plan.error) {
      out.push(`Failed: ${plan.error}`, '');
      continue;
    }
    const isFunction = plan.main.length > 0;
    out.push('Key lines:', '');
    if (isFunction) {
      out.push(
        ...fence([
          ...keyLines(plan.main),
          ...plan.explain.filter((line) => TOTALS.test(line) && indentOf(line) === 0),
        ]),
      );
    } else {
      out.push(...fence(keyLines(plan.explain)));
    }
    out.push('', '<details><summary>Full plans</summary>', '');
    out.push('Statement:', '', ...fence([plan.statement]), '');
    out.push('EXPLAIN (ANALYZE, BUFFERS):', '', ...fence(plan.explain), '');
    for (const nested of plan.nested) {
      out.push(
        `Nested statement (${nested.durationMs} ms${nested.plan === plan.main ? ', the main query' : ''}):`,
        '',
        ...fence([`Query Text: ${nested.queryText}`, ...nested.plan]),
        '',
      );
    }
    out.push('</details>', '');
  }
  return `${out.join('\n')}\n`;
}
