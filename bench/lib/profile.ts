// A CPU profile of one phase of a bench only (not start-up, seeding or the baseline): BENCH_CPU_PROFILE=dir
// writes <dir>/<label>.cpuprofile (open in Chrome DevTools or speedscope). Client and server share the process.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';

export async function profiled<T>(label: string, body: () => Promise<T>): Promise<T> {
  const dir = process.env.BENCH_CPU_PROFILE;
  if (!dir) return body();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await body();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    const file = path.join(dir, `${label.replace(/\W+/g, '-')}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    console.log(`CPU profile of ${label}: ${file}`);
    session.disconnect();
  }
}
