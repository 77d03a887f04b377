// Closed-loop load from inside the bench process: `clients` loops, each sending its next request when the
// last one is answered. The same loop drives the constant endpoint and the measured one,
// so their ratio cancels the machine (and the client's own CPU, which shares the process).

export interface LoadResult {
  count: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
}

export const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;

/** `once(client)` in `clients` parallel loops until `seconds` pass; each call is one timed unit (latencies in ms). */
async function slice(clients: number, seconds: number, once: (client: number) => Promise<void>, latencies: number[]): Promise<number> {
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        await once(client);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return (performance.now() - started) / 1000;
}

/** `once` in `clients` loops for `seconds`. */
export async function closedLoop(clients: number, seconds: number, once: (client: number) => Promise<void>): Promise<LoadResult> {
  const latencies: number[] = [];
  return summary(latencies, await slice(clients, seconds, once, latencies));
}

function summary(latencies: number[], seconds: number): LoadResult {
  latencies.sort((a, b) => a - b);
  return {
    count: latencies.length,
    seconds,
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

/**
 * The measured load and the baseline in alternating one-second slices (`seconds` in all for each): on a
 * shared machine whose load changes by the minute, both then see the same neighbours.
 */
export async function compareWithBaseline(
  clients: number,
  seconds: number,
  baseline: (client: number) => Promise<void>,
  measured: (client: number) => Promise<void>,
) {
  const times = { baseline: 0, measured: 0 };
  const latencies = { baseline: [] as number[], measured: [] as number[] };
  for (let round = 0; round < seconds; round += 1) {
    times.baseline += await slice(clients, 1, baseline, latencies.baseline);
    times.measured += await slice(clients, 1, measured, latencies.measured);
  }
  return { baseline: summary(latencies.baseline, times.baseline), measured: summary(latencies.measured, times.measured) };
}

/** The baseline every load bench compares with: same server, same plugins and hooks, no database. */
export const CONSTANT_ROUTE = '/bench/constant';
export const constantBody = () => ({ ok: true, name: 'Ken Resort', items: [1, 2, 3] });
