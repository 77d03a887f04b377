import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { API_URL } from '../../../api/config';
import { notificationsApi, useGetStreamTicketMutation } from './notificationsApi';

/** Waits before opening the stream again after a failure: soon at first, then every 30 s. */
const RETRY_MS = [2_000, 5_000, 15_000, 30_000];

/**
 * Live notifications: a server-sent event stream opened with a 60-second ticket (an EventSource cannot send the
 * session's token). Each change of the unread count (a new notification, or a read elsewhere) reloads the list.
 * Answers whether the stream is up; while it is not (no EventSource, refused, cut), the caller polls and the
 * stream is tried again with a new ticket (after 2, 5, 15, then every 30 s).
 */
export function useNotificationStream(enabled: boolean): boolean {
  const dispatch = useDispatch();
  const [getTicket] = useGetStreamTicketMutation();
  const [live, setLive] = useState(false);

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return undefined;
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let failures = 0;
    // A new notification may be a guest's message: an open conversation (a booking's page, the inbox) reads it at once.
    const reload = () => dispatch(notificationsApi.util.invalidateTags(['StaffNotification', 'BookingThread']));
    const later = () => {
      setLive(false);
      if (!stopped) retry = setTimeout(() => void connect(), RETRY_MS[Math.min(failures++, RETRY_MS.length - 1)]);
    };
    async function connect() {
      try {
        const { ticket } = await getTicket().unwrap();
        if (stopped) return;
        source = new EventSource(`${API_URL}/api/dashboard/notifications/stream?ticket=${encodeURIComponent(ticket)}`);
        source.addEventListener('open', () => {
          failures = 0;
          setLive(true);
        });
        source.addEventListener('unread', reload);
        source.addEventListener('resync', reload);
        // The browser would reconnect with the same, soon expired ticket: close and start again with a new one.
        source.addEventListener('error', () => {
          source?.close();
          later();
        });
      } catch {
        later();
      }
    }
    void connect();
    return () => {
      stopped = true;
      source?.close();
      clearTimeout(retry);
    };
  }, [enabled, dispatch, getTicket]);

  return live;
}
