import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import type { BookingMessage } from '../../src/shared/schemas/bookingMessages';
import { MessageThread } from '../../src/client/ui/conversation/MessageThread';
import { readLocale, renderWithProviders } from '../helpers/client/renderWithProviders';

// A long conversation opens at its newest message, and follows a new one while the reader is at the end, not while
// they read older ones higher up. jsdom lays nothing out: each message is given 100 px and the log 400 px of height.
const MESSAGE_PX = 100;
const LOG_PX = 400;
const message = (id: number): BookingMessage => ({
  id,
  from: id % 2 ? 'guest' : 'resort',
  author: id % 2 ? 'Sara Ali' : 'Omar',
  content: `Message number ${id}`,
  attachment: null,
  created_at: `2026-11-20T09:${String(id).padStart(2, '0')}:00Z`,
  read_at: null,
});
const messages = (count: number) => Array.from({ length: count }, (_, index) => message(index + 1));

let restore: Array<() => void> = [];
beforeEach(() => {
  const scrollHeight = jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.getAttribute('role') === 'log' ? this.querySelectorAll('li').length * MESSAGE_PX : 0;
  });
  const clientHeight = jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.getAttribute('role') === 'log' ? LOG_PX : 0;
  });
  restore = [() => scrollHeight.mockRestore(), () => clientHeight.mockRestore()];
});
afterEach(() => restore.forEach((undo) => undo()));

describe.each(['en', 'ar'] as const)('a long conversation (%s)', (language) => {
  const words = (readLocale(language) as { conversation: Record<string, string> }).conversation;
  const thread = (list: BookingMessage[]) => (
    <MessageThread
      messages={list}
      side="guest"
      canWrite
      onSend={() => Promise.resolve(undefined)}
      onDownload={() => Promise.resolve()}
      authorOf={() => 'Ken Resort'}
    />
  );

  it('opens at the newest message and follows new ones only while the reader is at the end', async () => {
    // The page's own element, re-rendered in place with new props as a refetch would.
    let setList!: (list: BookingMessage[]) => void;
    function Page() {
      const [list, set] = useState(messages(12));
      setList = set;
      return thread(list);
    }
    await renderWithProviders(<Page />, { language });
    const log = await screen.findByRole('log', { name: words.log });
    expect(log).toHaveAttribute('tabindex', '0');
    expect(getComputedStyle(log).overflowY).toBe('auto');
    // 12 messages of 100 px in 400 px: the newest is at the bottom of the view.
    expect(log.scrollTop).toBe(1200);

    // A new message while the reader is at the end: the log follows it.
    act(() => setList(messages(13)));
    expect(log.scrollTop).toBe(1300);

    // The reader scrolls up to older messages: a new one does not pull them down.
    log.scrollTop = 200;
    fireEvent.scroll(log);
    act(() => setList(messages(14)));
    expect(log.scrollTop).toBe(200);

    // Back at the end (within a few pixels), the log follows again.
    log.scrollTop = 1400 - LOG_PX - 10;
    fireEvent.scroll(log);
    act(() => setList(messages(15)));
    expect(log.scrollTop).toBe(1500);
  });

  it('shows the message the reader just sent even after they had scrolled up', async () => {
    let setList!: (list: BookingMessage[]) => void;
    function Page() {
      const [list, set] = useState(messages(10));
      setList = set;
      return thread(list);
    }
    const { user } = await renderWithProviders(<Page />, { language });
    const log = await screen.findByRole('log', { name: words.log });
    log.scrollTop = 0;
    fireEvent.scroll(log);
    await user.type(screen.getByLabelText(words.message), 'See you at eleven');
    await user.click(screen.getByRole('button', { name: words.send }));
    act(() => setList(messages(11)));
    expect(log.scrollTop).toBe(1100);
  });
});
