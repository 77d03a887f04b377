#!/usr/bin/env node
// Where a CI run's processor time goes, for .ci/run (issue 27 §5: CI "says where its time goes").
//
//   node scripts/ciCpu.mjs speed        one core's speed now: two fixed pieces of work, timed (see speed()), so that
//                                       runs on different days can be compared (a slow day here ran the same tests
//                                       2-3 times as long as a quiet one);
//   node scripts/ciCpu.mjs watch FILE   until stopped (SIGTERM or SIGINT): every second, every process's CPU time
//                                       from /proc, summed by kind (Chromium, the Jest workers, PostgreSQL, Java,
//                                       other Node, the kernel's threads, the rest by name), and the machine's
//                                       busy, idle and stolen time from /proc/stat; the totals go to FILE (JSON)
//                                       and one line to stdout.
//
// A process that starts and ends between two readings is not seen (the machine's total still counts it: "not
// attributed" is that part). Outside Linux there is no /proc, and `watch` writes nothing.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

const [mode, file] = process.argv.slice(2);
const TICK = 100; // USER_HZ: /proc's clock ticks per second on Linux

/**
 * Two fixed pieces of work on one core, timed: SHA-256 over 64 MB (arithmetic in the core's own cache) and sorting
 * 300,000 small objects by a string key and writing them as JSON (memory and V8's heap, like the tests' own work). On
 * the slow boot of 2026-11-29 the first was as fast as on an idle machine (47-50 ms) while the tests took twice their
 * CPU: the second is the one that tells such a day.
 */
function speed() {
  const block = Buffer.alloc(1 << 20, 7);
  const hash = createHash('sha256');
  let started = performance.now();
  for (let i = 0; i < 64; i += 1) hash.update(block);
  hash.digest();
  const sha = performance.now() - started;
  started = performance.now();
  const rows = [];
  for (let i = 0; i < 300_000; i += 1) rows.push({ id: i, key: ((i * 2654435761) >>> 0).toString(36), value: i % 97 });
  rows.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const written = JSON.stringify(rows);
  const heap = performance.now() - started;
  return `SHA-256 of 64 MB ${Math.round(sha)} ms; 300,000 objects sorted and written as JSON (${(written.length / 1e6).toFixed(1)} MB) ${Math.round(heap)} ms (one core, lower is faster)`;
}

/** The machine's CPU times (ticks) from /proc/stat's first line. */
function machine() {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].trim().split(/\s+/);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = fields.map(Number);
  return { busy: user + nice + system + irq + softirq, idle: idle + iowait, steal };
}

/** The kind of a process, from its name and command line. */
function kindOf(pid, comm) {
  let cmdline = '';
  try {
    cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return undefined;
  }
  if (cmdline === '') return 'kernel threads';
  if (comm === 'chromium' || /\bchrom(e|ium)\b/.test(cmdline.split(' ', 1)[0])) return 'chromium';
  if (comm === 'node' || comm.startsWith('node'))
    return cmdline.includes('jest-worker') ? 'jest workers' : 'other node (jest, tsc, eslint, webpack)';
  if (comm === 'postgres') return 'postgresql';
  if (comm === 'java') return 'java (ZATCA rules)';
  return comm;
}

/** Every process's CPU time (ticks) now, with its kind; the kind is read once per process. */
const kinds = new Map();
function processes() {
  const now = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      const comm = stat.slice(stat.indexOf('(') + 1, close);
      const fields = stat.slice(close + 2).split(' ');
      // utime and stime are fields 14 and 15 of the line, 12 and 13 after "pid (comm) state"; a process's own
      // threads are in them (its children are not, until they are waited for, which cutime/cstime would count).
      const ticks = Number(fields[11]) + Number(fields[12]);
      const start = fields[19]; // starttime: a pid used again is another process
      const key = `${name}:${start}`;
      if (!kinds.has(key)) kinds.set(key, kindOf(name, comm));
      const kind = kinds.get(key);
      if (kind) now.set(key, { kind, ticks });
    } catch {
      // gone while read
    }
  }
  return now;
}

function watch(out) {
  let first;
  try {
    first = machine();
  } catch {
    console.log('cpu: no /proc here, nothing measured');
    return;
  }
  const started = Date.now();
  const byKind = new Map();
  let previous = processes();
  // Time a process had used before the watch began is not the run's: each counts from its first reading.
  const timer = setInterval(() => {
    const now = processes();
    for (const [key, { kind, ticks }] of now) {
      const before = previous.get(key)?.ticks ?? 0;
      byKind.set(kind, (byKind.get(kind) ?? 0) + Math.max(0, ticks - before));
    }
    previous = now;
  }, 1000);
  const stop = () => {
    clearInterval(timer);
    const last = machine();
    const busy = (last.busy - first.busy) / TICK;
    const idle = (last.idle - first.idle) / TICK;
    const steal = (last.steal - first.steal) / TICK;
    const kindsSeconds = [...byKind].map(([kind, ticks]) => [kind, ticks / TICK]).sort((a, b) => b[1] - a[1]);
    const attributed = kindsSeconds.reduce((sum, [, seconds]) => sum + seconds, 0);
    const summary = {
      seconds: Math.round((Date.now() - started) / 1000),
      busy: Math.round(busy),
      idle: Math.round(idle),
      stolen: Math.round(steal),
      byKind: Object.fromEntries(kindsSeconds.map(([kind, seconds]) => [kind, Math.round(seconds)])),
      notAttributed: Math.round(Math.max(0, busy - attributed)),
    };
    writeFileSync(out, `${JSON.stringify(summary, null, 2)}\n`);
    const share = (seconds) => `${Math.round((100 * seconds) / Math.max(1, busy))} %`;
    const top = kindsSeconds
      .filter(([, seconds]) => seconds >= 1)
      .slice(0, 8)
      .map(([kind, seconds]) => `${kind} ${Math.round(seconds)} s (${share(seconds)})`);
    console.log(
      `cpu over the tests: ${Math.round(busy)} CPU-s busy, ${Math.round(idle)} idle, ${Math.round(steal)} stolen by the host; ` +
        `${top.join(', ')}; not attributed (processes shorter than a reading) ${summary.notAttributed} s`,
    );
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

// Last: the functions above use module-level state (`kinds`) that must be set up before they run.
if (mode === 'speed') {
  console.log(`machine speed: ${speed()}`);
} else if (mode === 'watch' && file) {
  watch(file);
} else {
  console.error('usage: node scripts/ciCpu.mjs speed | watch FILE');
  process.exit(2);
}
