// Jest's test order: the longest files first, so that the run does not end with one worker still busy on a long
// file while the others wait (on two cores with four workers, a long file started last was the run's tail).
//
// Jest already does this from the durations it remembers in its cache directory, but a fresh clone (CI) has none
// and Jest then orders by file size, which says little here: the fuzz file is 3 KB and runs for minutes. So a
// file without a remembered duration takes its duration from test/timings.json (seconds per "project path",
// written by .ci/run's reporter as .ci-out/test-timings.json after a run: copy it over to refresh), and a file in
// neither (a new one) an estimate for its project. Files that failed last time still go first, as with Jest.
'use strict';

const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

const HINTS_FILE = path.resolve(__dirname, '../timings.json');
/** @type {Record<string, number>} */
let hints = {};
try {
  if (existsSync(HINTS_FILE)) hints = JSON.parse(readFileSync(HINTS_FILE, 'utf8')).seconds ?? {};
} catch {
  hints = {};
}

/** "project path" as the reporter writes it, e.g. "server-pg test/server/fuzz.test.ts". */
function keyOf(test) {
  const project = test.context.config.displayName?.name ?? 'default';
  return `${project} ${path.relative(test.context.config.rootDir, test.path).split(path.sep).join('/')}`;
}

// A file nobody has timed yet: every e2e file starts a server and Chromium and walks several screens (50–120 s each in
// a sample run on the busy machine, the longest kind); a server file builds the app and its database; a client
// file's time grows with its size (each test renders screens in jsdom).
function estimateMs(test, size) {
  const project = test.context.config.displayName?.name ?? '';
  if (project === 'e2e') return 60_000 + size;
  if (project.startsWith('server')) return 8_000 + size / 2;
  return 1_000 + size / 2;
}

class LongestFirstSequencer extends Sequencer {
  time(test) {
    const remembered = super.time(test);
    if (remembered != null) return remembered;
    const hinted = hints[keyOf(test)];
    if (typeof hinted === 'number') return hinted * 1000;
    return estimateMs(test, test.context.hasteFS.getSize(test.path) ?? 0);
  }

  sort(tests) {
    for (const test of tests) test.duration = this.time(test);
    return [...tests].sort((a, b) => {
      const failedA = this.hasFailed(a);
      if (failedA !== this.hasFailed(b)) return failedA ? -1 : 1;
      return b.duration - a.duration;
    });
  }
}

module.exports = LongestFirstSequencer;
