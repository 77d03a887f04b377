import path from 'node:path';
import { Worker } from 'node:worker_threads';

/** The part of PGlite's API that drizzle-orm's PGlite driver and the migrator use. */
export interface PgliteLike {
  query<T>(sql: string, params?: unknown[], options?: { rowMode?: 'array' | 'object'; parsers?: object }): Promise<QueryResult<T>>;
  exec(sql: string): Promise<QueryResult<unknown>[]>;
  transaction<T>(run: (tx: PgliteLike) => Promise<T>): Promise<T>;
}

/**
 * A named statement (db/sql.ts `preparedRows`): parsed once by the database thread under `name`, then only bound and
 * executed; rows as objects, dates and intervals kept as text, as drizzle's raw queries get them.
 */
export interface NamedQueries {
  /** `rowMode: 'array'` answers rows as arrays, as drizzle's query builder reads them (db/sql.ts `preparedSelect`). */
  queryNamed<T>(name: string, sql: string, params: unknown[], options?: { rowMode?: 'array' | 'object' }): Promise<QueryResult<T>>;
}

interface QueryResult<T> {
  rows: T[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

/** An error as PostgreSQL gave it: code (23505, 23P01, 40001…), constraint and detail survive the thread hop. */
function databaseError(plain: Record<string, unknown>): Error {
  return Object.assign(new Error(String(plain.message)), plain);
}

const WORKER_FILE = path.join(__dirname, 'pgliteWorker.mjs');

/**
 * PGlite in a worker thread, seen from the main thread as a PGlite-shaped client: the HTTP server keeps answering
 * while the database works. Transactions stay PGlite's own (the worker holds one open between begin and
 * finish, and PGlite queues every other query and transaction behind it, as in process).
 */
export class PgliteThread implements PgliteLike, NamedQueries {
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private failure: Error | undefined;
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();

  private constructor(private readonly worker: Worker) {
    worker.on(
      'message',
      (message: { id?: number; result?: unknown; error?: Record<string, unknown>; notify?: string; payload?: string }) => {
        if (message.notify !== undefined) return this.listeners.get(message.notify)?.forEach((listener) => listener(message.payload ?? ''));
        const waiting = message.id === undefined ? undefined : this.pending.get(message.id);
        if (!waiting) return;
        this.pending.delete(message.id!);
        if (message.error) waiting.reject(databaseError(message.error));
        else waiting.resolve(message.result);
      },
    );
    const fail = (error: Error) => {
      this.failure = error;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the database thread stopped (exit code ${code})`)));
  }

  /** dataDir undefined = in memory. */
  static async start(dataDir: string | undefined, options: Record<string, unknown> = {}): Promise<PgliteThread> {
    const worker = new Worker(WORKER_FILE, { workerData: { dataDir, options } });
    await new Promise<void>((resolve, reject) => {
      worker.once('message', () => resolve());
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the database thread stopped while opening (exit code ${code})`)));
    });
    worker.unref();
    return new PgliteThread(worker);
  }

  private call<T>(op: string, fields: Record<string, unknown> = {}): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    // The thread keeps the process alive only while it owes an answer, as a socket does: a script ends when its
    // work is done, and a handle someone forgot to close does not hold the process (or Jest) open.
    if (this.pending.size === 0) this.worker.ref();
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ id, op, ...fields });
    }).finally(() => {
      if (this.pending.size === 0) this.worker.unref();
    });
  }

  private session(txId?: number): PgliteLike & NamedQueries {
    return {
      queryNamed: (name, sql, params, options = {}) => this.call('query', { name, sql, params, rowMode: options.rowMode, raw: true, txId }),
      // drizzle passes parser functions that keep dates as text; the worker applies the same ones (`raw`).
      query: (sql, params = [], options = {}) =>
        this.call('query', { sql, params, rowMode: options.rowMode, raw: options.parsers !== undefined, txId }),
      exec: (sql) => this.call('exec', { sql, txId }),
      transaction: (run) => (txId === undefined ? this.transaction(run) : Promise.reject(new Error('nested transactions use savepoints'))),
    };
  }

  query: PgliteLike['query'] = (sql, params, options) => this.session().query(sql, params, options);
  exec: PgliteLike['exec'] = (sql) => this.session().exec(sql);
  queryNamed: NamedQueries['queryNamed'] = (name, sql, params, options) => this.session().queryNamed(name, sql, params, options);

  async transaction<T>(run: (tx: PgliteLike) => Promise<T>): Promise<T> {
    const txId = await this.call<number>('begin');
    let result: T;
    try {
      result = await run(this.session(txId));
    } catch (error) {
      await this.call('finish', { txId, commit: false }).catch(() => undefined);
      throw error;
    }
    await this.call('finish', { txId, commit: true });
    return result;
  }

  async listen(channel: string, onNotify: (payload: string) => void): Promise<void> {
    const listeners = this.listeners.get(channel);
    if (listeners) return void listeners.add(onNotify);
    this.listeners.set(channel, new Set([onNotify]));
    await this.call('listen', { channel });
  }

  async close(): Promise<void> {
    if (!this.failure) await this.call('close').catch(() => undefined);
    await this.worker.terminate();
  }
}
