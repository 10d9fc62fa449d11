import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  SelectQueryBuilder,
  UnknownRow,
} from 'kysely';
import { TtlCache } from '../cache';

/**
 * Counting 100,000 matching rows costs several times what the page of ten does, and a user paging
 * through a big filtered list asks for the same total again and again. Totals from LARGE_TOTAL rows up
 * are therefore kept for KEEP_MS, and forgotten at once when this process writes to a table they read.
 * Small lists (every list of a normal tenant) are always counted exactly; see docs/decisions.md.
 */
export const LARGE_TOTAL = 10_000;
export const KEEP_MS = 10_000;

type Total = { total: number; tables: ReadonlySet<string> };
const totals = new TtlCache<Total>(KEEP_MS);

// biome-ignore lint/suspicious/noExplicitAny: counts the rows of any table's query builder
export async function countRows(countQuery: SelectQueryBuilder<any, any, { total: string }>): Promise<number> {
  const compiled = countQuery.compile();
  const key = `${compiled.sql}\u0000${JSON.stringify(compiled.parameters)}`;
  const counted = await totals.getOrLoad(
    key,
    async () => {
      const row = await countQuery.executeTakeFirst();
      return { total: Number(row?.total ?? 0), tables: tablesOf(compiled.query) };
    },
    ({ total }) => total >= LARGE_TOTAL,
  );
  return counted.total;
}

function forgetTotalsReading(written: ReadonlySet<string>): void {
  totals.deleteWhere(({ tables }) => [...written].some((table) => tables.has(table)));
}

const WRITES = new Set<RootOperationNode['kind']>([
  'InsertQueryNode',
  'UpdateQueryNode',
  'DeleteQueryNode',
  'MergeQueryNode',
]);

/**
 * Forgets kept totals when a statement writes to a table they read: before it runs and again after,
 * so a count taken while the write was under way is not kept either.
 */
export class ForgetTotalsOnWrite implements KyselyPlugin {
  readonly #writes = new WeakMap<PluginTransformQueryArgs['queryId'], RootOperationNode>();

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    if (WRITES.has(node.kind)) {
      this.#writes.set(queryId, node);
      if (totals.size > 0) forgetTotalsReading(tablesOf(node));
    }
    return node;
  }

  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const write = this.#writes.get(queryId);
    if (write && totals.size > 0) forgetTotalsReading(tablesOf(write));
    return result;
  }
}

/** Every table a statement names, subqueries included. */
function tablesOf(node: OperationNode): Set<string> {
  const found = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
    } else if (value && typeof value === 'object') {
      const candidate = value as { kind?: string; table?: { identifier?: { name?: string } } };
      const name = candidate.kind === 'TableNode' ? candidate.table?.identifier?.name : undefined;
      if (name) found.add(name);
      for (const child of Object.values(value)) visit(child);
    }
  };
  visit(node);
  return found;
}
