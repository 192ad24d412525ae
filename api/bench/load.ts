/**
 * The load generator of the benchmark, run in its own process so that it does not share an event
 * loop with the server it measures. Reads a plan (a JSON file named as its argument) and prints the result (JSON).
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export type LoadPlan = {
  url: string;
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
  method: 'GET' | 'POST';
  /** Requests go to these paths in turn. */
  paths: string[];
  headers: Record<string, string>;
  body?: string;
};

export type LoadResult = {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  responses: number;
  /** Responses outside 2xx, and connection errors or timeouts. */
  failures: number;
  /** CPU this load generator used, in cores (1.0: its one thread is saturated and the figures are its limit). */
  generatorCores: number;
  statusCodes: Record<string, number>;
};

function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

function run(plan: LoadPlan, seconds: number): Promise<LoadResult> {
  let next = 0;
  const latencies: number[] = [];
  const statusCodes: Record<string, number> = {};
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: plan.url,
        connections: plan.connections,
        duration: seconds,
        headers: plan.headers,
        requests: [
          {
            method: plan.method,
            ...(plan.body === undefined ? {} : { body: plan.body }),
            setupRequest: (request) => ({ ...request, path: plan.paths[next++ % plan.paths.length] }),
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error as Error);
        const cpu = process.cpuUsage(cpuBefore);
        const generatorCores = (cpu.user + cpu.system) / 1000 / (performance.now() - started);
        latencies.sort((a, b) => a - b);
        const failures = latencies.length - (statusCodes['200'] ?? 0) - (statusCodes['201'] ?? 0);
        resolve({
          requestsPerSecond: latencies.length / seconds,
          p50: percentile(latencies, 0.5),
          p95: percentile(latencies, 0.95),
          p99: percentile(latencies, 0.99),
          responses: latencies.length,
          failures: failures + result.errors + result.timeouts,
          generatorCores,
          statusCodes,
        });
      },
    );
    // autocannon's summary has no 95th percentile: keep every response time.
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      statusCodes[statusCode] = (statusCodes[statusCode] ?? 0) + 1;
    });
  });
}

const plan = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as LoadPlan;
if (plan.warmupSeconds > 0) await run(plan, plan.warmupSeconds);
console.log(JSON.stringify(await run(plan, plan.durationSeconds)));
