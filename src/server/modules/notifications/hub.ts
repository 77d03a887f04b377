import type { StaffNotification } from '../../../shared/schemas/dashboard/notifications';
import type { DatabaseHandle } from '../../db/client';
import type { NotificationsRepository } from './repository';

/** The channel the migration's triggers NOTIFY a new notification's id on; `read:<user id>` after a user's read marks. */
export const NOTIFICATION_CHANNEL = 'ken_staff_notifications';

export interface StreamListener {
  userId: number;
  notification(item: StaffNotification): void;
  unread(count: number): void;
  /** Notifications may have been missed (the LISTEN connection was lost): read the list again. */
  resync(): void;
}

/**
 * This instance's open event streams and the one LISTEN that feeds them. A NOTIFY from any instance (PostgreSQL) or
 * from this process (PGlite) names the new rows; they are read once and sent to every stream, each with its user's
 * unread count. Empty payloads (this instance's own writes, see db/client.ts) are not ours and are ignored.
 */
export function createNotificationHub(deps: {
  handle: DatabaseHandle;
  repository: NotificationsRepository;
  onError(error: unknown): void;
}) {
  const listeners = new Set<StreamListener>();
  const pendingIds = new Set<number>();
  const pendingUsers = new Set<number>();
  let scheduled = false;
  let wasLive = true;
  let closed = false;

  async function flush() {
    scheduled = false;
    if (closed || listeners.size === 0) {
      pendingIds.clear();
      pendingUsers.clear();
      return;
    }
    const ids = [...pendingIds];
    pendingIds.clear();
    const items = await deps.repository.byIds(ids);
    const users = new Set(pendingUsers);
    pendingUsers.clear();
    const targets = [...listeners].filter((listener) => items.length > 0 || users.has(listener.userId));
    if (targets.length === 0) return;
    const counts = await deps.repository.unreadCounts([...new Set(targets.map((listener) => listener.userId))]);
    for (const listener of targets) {
      for (const item of items) listener.notification(item);
      listener.unread(counts.get(listener.userId) ?? 0);
    }
  }

  function schedule() {
    if (scheduled) return;
    scheduled = true;
    // A few milliseconds gather the notifications of one burst into one read.
    setTimeout(() => void flush().catch(deps.onError), 10).unref();
  }

  const ready = deps.handle.listen(NOTIFICATION_CHANNEL, {
    onNotify(payload) {
      if (closed || listeners.size === 0) return;
      if (/^\d+$/.test(payload)) pendingIds.add(Number(payload));
      else if (payload.startsWith('read:')) pendingUsers.add(Number(payload.slice(5)));
      else return;
      schedule();
    },
    onLive(live) {
      if (live && !wasLive && !closed) for (const listener of listeners) listener.resync();
      wasLive = live;
    },
  });

  return {
    ready,
    add(listener: StreamListener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    get size() {
      return listeners.size;
    },
    close() {
      closed = true;
      listeners.clear();
    },
  };
}

export type NotificationHub = ReturnType<typeof createNotificationHub>;
