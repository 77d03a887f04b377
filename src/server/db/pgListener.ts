// The connection-level NOTIFY helpers for PostgreSQL; client.ts builds its handle's listen() on them.

/** Delivery of NOTIFY on a channel; `onLive(false)` when notifications may have been missed (connection lost). */
export interface ChannelListener {
  onNotify(payload: string): void;
  onLive(live: boolean): void;
}

const RETRY_MS = [250, 500, 1000, 2000, 5000];

/**
 * LISTEN on a dedicated connection (a pooled one would be handed to queries), reconnecting for ever:
 * while it is down, notifications are lost, so the listener hears onLive(false) and must stop trusting
 * anything it derived from them; onLive(true) again once listening resumes.
 */
export async function listenOnPostgres(url: string, channel: string, listener: ChannelListener): Promise<() => Promise<void>> {
  const { Client } = await import('pg');
  let stopped = false;
  let client: InstanceType<typeof Client> | undefined;
  let failures = 0;

  const connect = async (): Promise<void> => {
    if (stopped) return;
    const next = new Client({ connectionString: url });
    next.on('notification', (message) => message.channel === channel && listener.onNotify(message.payload ?? ''));
    const lost = () => {
      if (client !== next || stopped) return;
      client = undefined;
      listener.onLive(false);
      void next.end().catch(() => undefined);
      setTimeout(() => void connect(), RETRY_MS[Math.min(failures++, RETRY_MS.length - 1)]).unref();
    };
    next.on('error', lost);
    next.on('end', lost);
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN "${channel}"`);
      failures = 0;
      listener.onLive(true);
    } catch {
      lost();
    }
  };

  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}

type Queryable = { query: (...args: never[]) => unknown };

/**
 * Calls `onWrite` when a pooled connection that ran anything but a SELECT goes back to the pool, i.e. after
 * its transaction committed or rolled back. NOTIFY reaches this instance's listener a moment later on another
 * connection; this makes a guest's next read on the same instance see their own write at once.
 */
export function onPooledWrite(
  pool: { on(event: 'connect' | 'release', listener: (...args: never[]) => void): unknown },
  onWrite: () => void,
): void {
  const wrote = new WeakSet<object>();
  pool.on('connect', (client: Queryable) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const first = args[0] as string | { text?: string } | undefined;
      const text = typeof first === 'string' ? first : (first?.text ?? '');
      if (!/^\s*select\b/i.test(text)) wrote.add(client);
      return query(...args);
    }) as never;
  });
  pool.on('release', (_error: unknown, client: object) => {
    if (!wrote.has(client)) return;
    wrote.delete(client);
    onWrite();
  });
}

type PooledClient = {
  query(text: string): Promise<unknown>;
  on(event: 'notification', listener: (message: { channel: string; payload?: string }) => void): unknown;
};

/**
 * Every pooled connection LISTENs on `channels` before the pool first hands it out (its `onConnect` hook, awaited),
 * and passes what it hears to the listeners added for the channel: a connection hears its own statement's NOTIFY
 * before that statement answers. The channels are fixed when the pool is made, so no connection ever misses one.
 */
export function listenOnPooled(channels: readonly string[]) {
  const listeners = new Map(channels.map((channel) => [channel, new Set<ChannelListener>()]));
  return {
    async onConnect(client: PooledClient): Promise<void> {
      client.on('notification', (message) =>
        listeners.get(message.channel)?.forEach((listener) => listener.onNotify(message.payload ?? '')),
      );
      for (const channel of channels) await client.query(`LISTEN "${channel}"`);
    },
    add(channel: string, listener: ChannelListener): void {
      const known = listeners.get(channel);
      if (!known) throw new Error(`${channel} is not one of the pooled connections' channels (OWN_WRITE_CHANNELS)`);
      known.add(listener);
    },
  };
}
