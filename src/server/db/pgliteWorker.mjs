// The embedded database's own thread. PGlite runs PostgreSQL (WebAssembly) synchronously on the thread that
// calls it, so on the main thread a heavy query froze every other request, /healthz included. Here it owns
// a worker thread; pgliteThread.ts forwards queries and transactions to it.
// Plain JavaScript on purpose: the same file loads under tsx (development), Jest and the compiled server,
// none of which can hand a worker thread a TypeScript loader cheaply.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, parse, protocol, types } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

// drizzle-orm's PGlite driver keeps dates, times and intervals as text; the main thread asks for the same
// parsers with `raw: true` (functions cannot cross threads).
const keep = (value) => value;
const RAW = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [oid, keep]),
);

const db = await PGlite.create(workerData.dataDir, { extensions: { btree_gist, pg_trgm }, ...workerData.options });
/** Open transactions by id: each holds PGlite's transaction (and so its lock) until commit or rollback. */
const open = new Map();
let nextTx = 1;

const errorFields = [
  'code',
  'detail',
  'hint',
  'constraint',
  'table',
  'column',
  'schema',
  'dataType',
  'severity',
  'position',
  'where',
  'routine',
];
function plainError(error) {
  const plain = { message: error?.message ?? String(error), name: error?.name ?? 'Error' };
  for (const field of errorFields) if (error?.[field] !== undefined) plain[field] = error[field];
  return plain;
}

const target = (txId) => {
  if (txId === undefined) return db;
  const tx = open.get(txId);
  if (!tx) throw new Error(`transaction ${txId} is not open`);
  return tx.tx;
};

/**
 * Named statements (issue 27 §1): the booking decision's long statements are parsed and planned once, then only bound
 * and executed, as node-postgres does on PostgreSQL; PGlite's own query() parses, describes and plans every call.
 * name → its parameters' type OIDs (what PGlite serializes the values by). Protocol-level statements are not
 * transactional: one parsed inside a transaction that rolls back stays. Past NAMED_MAX names, statements run unnamed.
 */
const named = new Map();
const NAMED_MAX = 500;

/** PGlite's own query(), with a Parse (and its Describe) only the first time a name is seen. */
function queryNamed({ name, sql, params = [], rowMode, raw, txId }) {
  if (txId !== undefined) target(txId); // throws when the transaction is gone, as query() does
  const step = (message) => db.execProtocolStream(message, { syncToFs: false });
  const run = async () => {
    const messages = [];
    try {
      let paramTypes = named.get(name);
      if (!paramTypes) {
        await step(protocol.serialize.parse({ name, text: sql }));
        paramTypes = parse.parseDescribeStatementResults(await step(protocol.serialize.describe({ type: 'S', name })));
        named.set(name, paramTypes);
      }
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serializer = db.serializers[paramTypes[i]];
        return serializer ? serializer(value) : value.toString();
      });
      messages.push(
        ...(await step(protocol.serialize.bind({ statement: name, values }))),
        ...(await step(protocol.serialize.describe({ type: 'P' }))),
        ...(await step(protocol.serialize.execute({}))),
      );
    } finally {
      messages.push(...(await step(protocol.serialize.sync())));
    }
    if (txId === undefined) await db.syncToFs();
    const [result] = parse.parseResults(messages, db.parsers, { rowMode, ...(raw ? { parsers: RAW } : {}) });
    return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
  };
  // As query() and a transaction's query do: outside a transaction, wait for any open one to end.
  return txId === undefined ? db._runExclusiveTransaction(() => db._runExclusiveQuery(run)) : db._runExclusiveQuery(run);
}

const handlers = {
  query: (message) =>
    message.name && (named.has(message.name) || named.size < NAMED_MAX)
      ? queryNamed(message)
      : target(message.txId)
          .query(message.sql, message.params, { rowMode: message.rowMode, ...(message.raw ? { parsers: RAW } : {}) })
          .then(({ rows, fields, affectedRows }) => ({ rows, fields, affectedRows })),
  exec: ({ sql, txId }) =>
    target(txId)
      .exec(sql)
      .then((results) => results.map(({ rows, fields, affectedRows }) => ({ rows, fields, affectedRows }))),
  begin: () =>
    new Promise((started, failed) => {
      const txId = nextTx++;
      const entry = {};
      open.set(txId, entry);
      entry.done = db.transaction(
        (tx) =>
          new Promise((commit, rollback) => {
            Object.assign(entry, { tx, commit, rollback });
            started(txId);
          }),
      );
      entry.done.catch(failed).finally(() => open.delete(txId));
    }),
  // The transaction's callback resolves (PGlite commits) or rejects (PGlite rolls back); its outcome is the answer.
  finish: async ({ txId, commit }) => {
    const entry = open.get(txId);
    if (!entry) throw new Error(`transaction ${txId} is not open`);
    const done = entry.done;
    if (commit) entry.commit();
    else entry.rollback(new Error('rollback'));
    if (commit) return void (await done);
    await done.catch(() => undefined);
  },
  listen: async ({ channel }) => void (await db.listen(channel, (payload) => parentPort.postMessage({ notify: channel, payload }))),
  close: () => db.close(),
};

parentPort.on('message', async (message) => {
  try {
    const result = await handlers[message.op](message);
    parentPort.postMessage({ id: message.id, result });
  } catch (error) {
    parentPort.postMessage({ id: message.id, error: plainError(error) });
  }
});
parentPort.postMessage({ ready: true });
