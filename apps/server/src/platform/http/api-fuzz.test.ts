import { PassThrough } from 'node:stream';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Arbitraries,
  type FuzzRequest,
  MULTIPART_BODIES,
  type Operation,
  operationsOf,
  type Parameter,
  wireText,
} from '../../testing/openapi-arbitraries';
import {
  bearer,
  createTestApp,
  type DemoTokens,
  signIn,
  signInDemoAccounts,
  type TestApp,
} from '../../testing/test-app';

/** Replay a failure with FUZZ_SEED=<the printed seed> (and FUZZ_CASES to go deeper). */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_901);
const CASES_PER_OPERATION = Number(process.env.FUZZ_CASES ?? 12);

/** Calls with their own OAuth shapes (api-conventions.md), not the envelope. */
const OAUTH_CALLS = new Set(['POST /api/blade-auth/oauth/token', 'GET /api/blade-auth/oauth/captcha']);
/** A refused sign-in records the failed attempt (login log, lockout counter): that write is its job. */
const RECORDS_REFUSALS = new Set(['POST /api/blade-auth/oauth/token']);

const STACK_OR_SQL =
  /\n\s+at |node_modules|\.ts:\d|\b(select|insert into|delete from|violates|syntax error|relation "|column "|constraint)\b/i;

type Failure = {
  operation: string;
  request: FuzzRequest;
  account: string;
  status: number;
  body: string;
  why: string;
  serverLog: string;
};

describe('every operation of the OpenAPI document withstands random and hostile input', () => {
  let t: TestApp;
  let tokens: DemoTokens;
  const serverErrors: string[] = [];
  beforeAll(async () => {
    // The server's error log says why a call failed; each failure of the report carries its lines.
    const log = new PassThrough();
    log.on('data', (line) => serverErrors.push(String(line).slice(0, 1500)));
    t = await createTestApp({ logLevel: 'error', logStream: log });
    tokens = await signInDemoAccounts(t.app);
    // The hourly download-expiry cron (minute 17) writes job runs on its own clock: a case refused in that
    // minute counted them as its own changes (CI, 11:17). No call here needs a schedule, so none runs.
    const unscheduled = await sql`delete from ${sql.table(`${await jobEngineSchema(t)}.schedule`)}`.execute(
      t.database.db,
    );
    expect(Number(unscheduled.numAffectedRows)).toBeGreaterThan(0);
    await countRowChanges(t);
  });
  afterAll(() => t.close());

  it('never answers 5xx, always in its shape, never leaks a stack or SQL, changes nothing when refusing', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json();
    const arbitraries = new Arbitraries(document.components?.schemas ?? {});
    const operations = operationsOf(document);
    const failures: Failure[] = [];
    let cases = 0;
    let accepted = 0;
    for (const [index, operation] of operations.entries()) {
      const name = `${operation.method} ${operation.path}`;
      const requests = fc.sample(requestOf(operation, arbitraries), {
        seed: SEED + index,
        numRuns: CASES_PER_OPERATION,
      });
      for (const [number, request] of requests.entries()) {
        const account = number % 4 === 3 ? 'dist01' : 'admin';
        const changesBefore = await rowChanges(t);
        serverErrors.length = 0;
        const response = await send(t, operation, request, tokens[account]);
        cases += 1;
        if (response.statusCode < 300) accepted += 1;
        const why = judge(name, response.statusCode, response.body);
        const changed = (await rowChanges(t)) !== changesBefore;
        const refusedButChanged = response.statusCode >= 400 && changed && !RECORDS_REFUSALS.has(name);
        if (why || refusedButChanged) {
          const body = response.body.slice(0, 500);
          failures.push({
            operation: name,
            request,
            account,
            status: response.statusCode,
            body,
            why: why ?? 'refused but changed rows',
            serverLog: serverErrors.join(''),
          });
        }
        // A call that ended the session (sign-out, a reset of the caller) must not fail the cases after it.
        if (response.statusCode === 401) tokens[account] = (await signIn(t.app, account)).accessToken;
      }
    }
    console.log(
      `API fuzz (seed ${SEED}): ${operations.length} operations, ${cases} cases (${accepted} accepted, ${cases - accepted} refused), ${failures.length} failures`,
    );
    const report = failures.map((failure) => JSON.stringify(failure, (_key, value) => shorten(value)));
    expect(report, `replay with FUZZ_SEED=${SEED}`).toEqual([]);
    expect(operations.length).toBeGreaterThan(200);
    // The change counter works: the accepted writes among the cases did change rows.
    expect(Number(await rowChanges(t))).toBeGreaterThan(0);
  }, 300_000);
});

function requestOf(operation: Operation, arbitraries: Arbitraries): fc.Arbitrary<FuzzRequest> {
  const values = (where: Parameter['in']) => {
    const parameters = operation.parameters.filter((parameter) => parameter.in === where);
    return fc.record(
      Object.fromEntries(parameters.map((parameter) => [parameter.name, arbitraries.value(parameter.schema)])),
      { requiredKeys: parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name) },
    );
  };
  const body = operation.jsonBody
    ? arbitraries.body(operation.jsonBody).map((payload) => ({ contentType: 'application/json', payload }))
    : operation.method === 'POST'
      ? fc.option(fc.constantFrom(...MULTIPART_BODIES), { nil: undefined })
      : fc.constant(undefined);
  return fc.record({ path: values('path'), query: values('query'), headers: values('header'), body }).map((parts) => ({
    url: operation.path.replace(/\{(\w+)\}/g, (_whole, name: string) =>
      // a lone surrogate cannot be percent-encoded (URIError): a client sends it as U+FFFD
      encodeURIComponent(String(wireText(parts.path[name]) ?? '').replace(/\p{Surrogate}/gu, '\uFFFD')),
    ),
    query: Object.fromEntries(
      Object.entries(parts.query).flatMap(([key, value]) => {
        const text = wireText(value);
        return text === undefined ? [] : [[key, text]];
      }),
    ),
    headers: Object.fromEntries(
      Object.entries(parts.headers).flatMap(([key, value]) => {
        const text = wireText(value);
        return text === undefined ? [] : [[key, [text].flat().join(',')]];
      }),
    ),
    ...(parts.body ? { body: parts.body } : {}),
  }));
}

function send(t: TestApp, operation: Operation, request: FuzzRequest, token: string) {
  return t.app.inject({
    method: operation.method as 'GET',
    url: request.url,
    query: request.query,
    headers: {
      ...bearer(token),
      ...request.headers,
      ...(request.body ? { 'content-type': request.body.contentType } : {}),
    },
    ...(request.body ? { payload: request.body.payload } : {}),
  });
}

/** Why an answer breaks the rules, or undefined when it keeps them. */
function judge(name: string, status: number, text: string): string | undefined {
  if (status >= 500) return 'server error';
  const body = jsonOf(text);
  if (!body) return status === 200 ? undefined : 'a failure that is not JSON';
  if (OAUTH_CALLS.has(name)) {
    if (status === 200) return undefined;
    if (typeof body.error !== 'string' || typeof body.error_description !== 'string')
      return 'not the OAuth error shape';
    return STACK_OR_SQL.test(body.error_description) ? 'stack or SQL in error_description' : undefined;
  }
  const keys = Object.keys(body).sort().join(',');
  if (keys !== 'code,data,msg,success') return `not the envelope: ${keys}`;
  if (body.code !== status || body.success !== (status === 200)) return 'code or success disagrees with the status';
  if (typeof body.msg !== 'string' || STACK_OR_SQL.test(body.msg)) return 'stack or SQL in msg';
  return undefined;
}

/** Files (downloads, avatars, logos) are not JSON; every failure is. */
function jsonOf(text: string): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Counts every committed row change of every table: a row trigger bumps a counter inside the writing
 * transaction, so a write rolled back counts nothing and a refused call must leave the count as it was.
 */
/** Tables pg-boss creates for itself (platform/jobs), beside ours. */
const JOB_ENGINE_TABLES = ['version', 'queue', 'schedule', 'subscription', 'job', 'archive'];

/** Where platform/jobs/queue.ts puts the engine: its own `pgboss` schema, or the test's own one. */
async function jobEngineSchema(t: TestApp): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.database.db);
  const current = rows[0]?.schema ?? 'public';
  return current === 'public' ? 'pgboss' : current;
}

async function countRowChanges(t: TestApp): Promise<void> {
  const db = t.database.db;
  await sql`create table fuzz_row_changes (n bigint not null)`.execute(db);
  await sql`insert into fuzz_row_changes values (0)`.execute(db);
  await sql`create function fuzz_count_row_change() returns trigger language plpgsql as $$
    begin update fuzz_row_changes set n = n + 1; return null; end $$`.execute(db);
  // The job engine's own tables are left out: its poller and cron write them on their own schedule
  // (on PostgreSQL they sit in the test's schema; a partition inherits its parent's trigger).
  const tables = await sql<{ name: string }>`select c.relname as name from pg_class c
    where c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'p') and not c.relispartition
      and c.relname <> 'fuzz_row_changes' and c.relname not in (${sql.join(JOB_ENGINE_TABLES)})`.execute(db);
  for (const { name } of tables.rows) {
    await sql`create trigger fuzz_row_change after insert or update or delete on ${sql.table(name)}
      for each row execute function fuzz_count_row_change()`.execute(db);
  }
}

async function rowChanges(t: TestApp): Promise<string> {
  const result = await sql<{ n: string }>`select n::text as n from fuzz_row_changes`.execute(t.database.db);
  return result.rows[0]?.n ?? '';
}

/** Keeps the failure report readable: a 20 000-character string is shown by its start and length. */
function shorten(value: unknown): unknown {
  if (typeof value === 'string' && value.length > 2000) return `${value.slice(0, 60)}…(${value.length} chars)`;
  if (value && typeof value === 'object' && 'type' in value && value.type === 'Buffer' && 'data' in value) {
    return `<${(value.data as unknown[]).length} bytes>`;
  }
  return value;
}
