// The back office's one client of bench/backoffice.ts, in a process of its own: the server's process then serves alone
// (as it does for a member of staff in a browser), so neither the client's CPU and garbage nor the answers it reads
// (the year's CSV export is 6 MB) count in the server's times and resident memory. The parent forks this file and sends
// calls; each call's time is taken here, from the request to the last byte of the answer.

export interface ScreenCalls {
  id: number;
  /** One address per call, made one after the other. */
  urls: string[];
  headers: Record<string, string>;
}

export interface ScreenAnswer {
  id: number;
  times: number[];
  status: number;
  bytes: number;
}

/** Makes the job's calls one after the other (also used in the parent's process with BENCH_CLIENT=inline). */
export async function callScreens(job: ScreenCalls): Promise<ScreenAnswer> {
  const times: number[] = [];
  let status = 0;
  let bytes = 0;
  for (const url of job.urls) {
    const t0 = performance.now();
    const answer = await fetch(url, { headers: job.headers });
    bytes = 0;
    for await (const chunk of answer.body ?? []) bytes += (chunk as Uint8Array).length;
    times.push(performance.now() - t0);
    status = answer.status;
  }
  return { id: job.id, times, status, bytes };
}

// Forked with an IPC channel: serve the parent's jobs, and end with it (the channel closes).
if (process.send) {
  process.on('message', (job: ScreenCalls) => {
    callScreens(job).then(
      (answer) => process.send!(answer),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
  process.on('disconnect', () => process.exit(0));
}
