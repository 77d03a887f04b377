// A Jest reporter for .ci/run: where the tests' time went, per project (server and server-pg apart), the slowest
// files, and how busy the workers were over the run (the time spent with fewer files running than workers is the
// run's tail). Writes .ci-out/test-timings.json, the durations test/helpers/testSequencer.cjs orders a fresh
// clone's run by: copy it to test/timings.json to refresh them.
'use strict';

const { mkdirSync, writeFileSync } = require('node:fs');
const path = require('node:path');

class TimingsReporter {
  constructor(globalConfig, options = {}) {
    this.rootDir = globalConfig.rootDir;
    this.outputFile = options.outputFile ?? '.ci-out/test-timings.json';
    this.workers = globalConfig.maxWorkers;
  }

  onRunComplete(_contexts, results) {
    const files = results.testResults
      .filter((r) => r.perfStats && r.perfStats.end > 0)
      .map((r) => ({
        project: r.displayName?.name ?? 'default',
        file: path.relative(this.rootDir, r.testFilePath).split(path.sep).join('/'),
        start: r.perfStats.start,
        end: r.perfStats.end,
        ms: r.perfStats.end - r.perfStats.start,
      }));
    if (files.length === 0) return;
    const s = (ms) => `${Math.round(ms / 1000)} s`;

    const byProject = new Map();
    for (const f of files) {
      const p = byProject.get(f.project) ?? { files: 0, ms: 0 };
      p.files += 1;
      p.ms += f.ms;
      byProject.set(f.project, p);
    }
    const total = files.reduce((sum, f) => sum + f.ms, 0);
    const lines = ['', `test time by project (the files' seconds summed, ${s(total)} in all, ${this.workers} workers):`];
    for (const [project, p] of [...byProject].sort((a, b) => b[1].ms - a[1].ms)) {
      lines.push(
        `  ${project.padEnd(10)} ${s(p.ms).padStart(7)}  ${String(p.files).padStart(4)} files, ${(p.ms / p.files / 1000).toFixed(1)} s a file`,
      );
    }
    lines.push('slowest test files:');
    for (const f of [...files].sort((a, b) => b.ms - a.ms).slice(0, 15)) {
      lines.push(`  ${s(f.ms).padStart(6)}  ${f.project.padEnd(10)} ${f.file}`);
    }
    // How many files ran at once, second by second: the run's tail is the time with fewer than the workers.
    const first = Math.min(...files.map((f) => f.start));
    const last = Math.max(...files.map((f) => f.end));
    const events = files.flatMap((f) => [
      [f.start, 1],
      [f.end, -1],
    ]);
    events.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    const atOnce = new Map();
    let running = 0;
    let since = first;
    for (const [at, change] of events) {
      atOnce.set(running, (atOnce.get(running) ?? 0) + (at - since));
      running += change;
      since = at;
    }
    const busy = [...atOnce].filter(([n, ms]) => n > 0 && ms > 0).sort((a, b) => b[0] - a[0]);
    lines.push(`files running at once over the ${s(last - first)} of the run: ${busy.map(([n, ms]) => `${n}: ${s(ms)}`).join(', ')}`);
    const tail = [...files].sort((a, b) => b.end - a.end).slice(0, 3);
    lines.push(`last to finish: ${tail.map((f) => `${f.project} ${f.file} (${s(f.ms)}, ended at ${s(f.end - first)})`).join('; ')}`);
    console.log(lines.join('\n'));
    this.writeFile('test-times.txt', `${lines.slice(1).join('\n')}\n`);

    const seconds = {};
    for (const f of [...files].sort((a, b) => b.ms - a.ms)) seconds[`${f.project} ${f.file}`] = Math.round(f.ms / 100) / 10;
    this.writeFile(
      path.basename(this.outputFile),
      `${JSON.stringify({ note: 'file durations of one run (.ci/run); test/helpers/testSequencer.cjs', seconds }, null, 2)}\n`,
    );
  }

  /** Writes `name` beside the output file (.ci-out/). */
  writeFile(name, text) {
    const file = path.resolve(this.rootDir, path.dirname(this.outputFile), name);
    try {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, text);
    } catch (error) {
      console.log(`${file} not written: ${error.message}`);
    }
  }
}

module.exports = TimingsReporter;
