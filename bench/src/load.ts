import autocannon from 'autocannon';

export type Target = {
  name: string;
  method: 'GET' | 'POST';
  /** Path and query string. */
  path: string;
  headers: Record<string, string>;
  /** Authenticated reads are compared with the hello-world ceiling. */
  authenticatedRead: boolean;
  /** Concurrent connections for this target, when not the run's (a latency figure wants one at a time). */
  connections?: number;
};

export type Measurement = {
  target: string;
  db: string;
  connections: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  authenticatedRead: boolean;
  /** What one request answered before the load started, when it was not a success. */
  probeFailure: string | undefined;
};

export type LoadSettings = { durationSeconds: number; connections: number };

/**
 * One request first, so a call that does not work yet is reported with its answer instead of as
 * a fast run of errors; then autocannon in a worker thread, so the load generator does not share
 * the server's event loop.
 */
export async function measure(baseUrl: string, db: string, target: Target, settings: LoadSettings) {
  const probeFailure = await probe(baseUrl, target);
  const connections = target.connections ?? settings.connections;
  const result = await autocannon({
    url: `${baseUrl}${target.path}`,
    method: target.method,
    headers: target.headers,
    connections,
    duration: settings.durationSeconds,
    workers: 1,
  });
  return {
    target: target.name,
    db,
    connections,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    authenticatedRead: target.authenticatedRead,
    probeFailure,
  } satisfies Measurement;
}

async function probe(baseUrl: string, target: Target): Promise<string | undefined> {
  try {
    const response = await fetch(`${baseUrl}${target.path}`, { method: target.method, headers: target.headers });
    const body = await response.text();
    return response.ok ? undefined : `HTTP ${response.status} ${body.slice(0, 160)}`;
  } catch (error) {
    return `no answer: ${(error as Error).message}`;
  }
}
