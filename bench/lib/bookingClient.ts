// The guests of bench/booking-load.ts, in a process of their own (issue 27 §1): the server's process then spends its CPU
// on serving alone, as in production, instead of sharing its event loop with the HTTP client's. The parent forks this
// file, sends a job, and gets back the figures; a job is a comparison with the constant route, or decisions alone.
import { closedLoop, compareWithBaseline, CONSTANT_ROUTE, type LoadResult } from './load';
import { addDays } from '../../src/shared/dates';

export interface ClientJob {
  kind: 'compare' | 'decisions';
  base: string;
  clients: number;
  seconds: number;
  headers: Record<string, string>[];
  huts: number[];
  today: string;
  days: number;
}

export interface ClientAnswer {
  baseline?: LoadResult;
  measured: LoadResult;
  outcomes: { held: number; taken: number; other: number };
}

async function run(job: ClientJob): Promise<ClientAnswer> {
  const outcomes = { held: 0, taken: 0, other: 0 };
  const constantCall = async () => void (await (await fetch(job.base + CONSTANT_ROUTE)).arrayBuffer());
  const decide = async (client: number) => {
    const hut = job.huts[Math.floor(Math.random() * job.huts.length)];
    const start = 1 + Math.floor(Math.random() * job.days);
    const body = {
      hut,
      persons_max_num: 1,
      kids_max_num: 0,
      date: { date_from: addDays(job.today, start), date_to: addDays(job.today, start + 1 + Math.floor(Math.random() * 3)) },
    };
    const headers = job.headers[client];
    const create = await fetch(`${job.base}/api/products/booking/`, { method: 'POST', headers, body: JSON.stringify(body) });
    const booking = (await create.json()) as { id?: number };
    if (create.status !== 201 || !booking.id) {
      outcomes[create.status === 409 ? 'taken' : 'other'] += 1;
      return;
    }
    const hold = await fetch(`${job.base}/api/products/booking/update/${booking.id}/`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ ...body, status: 'confirmed' }),
    });
    await hold.arrayBuffer();
    outcomes[hold.status === 200 ? 'held' : hold.status === 409 ? 'taken' : 'other'] += 1;
  };
  if (job.kind === 'decisions') return { measured: await closedLoop(job.clients, job.seconds, decide), outcomes };
  const { baseline, measured } = await compareWithBaseline(job.clients, job.seconds, constantCall, decide);
  return { baseline, measured, outcomes };
}

process.on('message', (job: ClientJob) => {
  run(job).then(
    (answer) => process.send!(answer, () => process.exit(0)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
