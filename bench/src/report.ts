import type { FirstRequests } from './first-requests';
import type { Measurement } from './load';

const COLUMNS = ['target', 'db', 'conns', 'requests/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'vs ceiling'] as const;

/** A plain-text table; authenticated reads also show their throughput as a share of the hello-world ceiling. */
export function formatTable(measurements: Measurement[], ceiling: Measurement | undefined): string {
  const rows = measurements.map((m) => [
    m.target,
    m.db,
    String(m.connections),
    m.requestsPerSecond.toFixed(0),
    m.p50Ms.toFixed(1),
    m.p99Ms.toFixed(1),
    String(m.non2xx),
    String(m.errors),
    shareOfCeiling(m, ceiling),
  ]);
  const widths = COLUMNS.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]?.length ?? 0)));
  const line = (cells: readonly string[]) =>
    cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
  return [line(COLUMNS), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** The first answer of every target that did not succeed before its run, so non-2xx figures explain themselves. */
export function formatProbeFailures(measurements: Measurement[]): string {
  return measurements
    .filter((m) => m.probeFailure)
    .map((m) => `  ${m.target} (${m.db}): ${m.probeFailure}`)
    .join('\n');
}

function shareOfCeiling(m: Measurement, ceiling: Measurement | undefined): string {
  if (!m.authenticatedRead || !ceiling?.requestsPerSecond) return '';
  // Failed answers are cheap; a share computed from them would flatter the call.
  if (m.non2xx > 0 || m.errors > 0) return 'n/a';
  return `${((100 * m.requestsPerSecond) / ceiling.requestsPerSecond).toFixed(1)} %`;
}

export type MemoryFigure = { moment: string; db: string; rssMb: number; heapMb: number };

const column = (rows: string[][]) => {
  const widths = (rows[0] ?? []).map((_, i) => Math.max(...rows.map((row) => row[i]?.length ?? 0)));
  return rows
    .map((row) =>
      row.map((cell, i) => (i < 2 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  '),
    )
    .join('\n');
};

export function formatMemory(figures: MemoryFigure[]): string {
  return column([
    ['moment', 'db', 'rss MB', 'heap MB'],
    ...figures.map((f) => [f.moment, f.db, f.rssMb.toFixed(0), f.heapMb.toFixed(0)]),
  ]);
}

export function formatFirstRequests(rounds: FirstRequests[]): string {
  return column([
    ['round', 'clients', 'p50 ms', 'p99 ms', 'max ms', 'failed'],
    ...rounds.map((r) => [
      r.round,
      String(r.clients),
      r.p50Ms.toFixed(0),
      r.p99Ms.toFixed(0),
      r.maxMs.toFixed(0),
      String(r.failed),
    ]),
  ]);
}
