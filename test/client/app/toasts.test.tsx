// Issue 20, item 39: toasts carry their kind's icon and, when given one, an action the user can reach: a toast
// with an action does not close by itself, its button does what it says and closes the toast.
import { act, screen, waitFor, within } from '@testing-library/react';
import { notify } from '../../../src/client/ui/notify';
import { renderWithProviders } from '../../helpers/client/renderWithProviders';

test('a toast shows its icon and words, and one with an action offers a button that acts and closes it', async () => {
  const { user } = await renderWithProviders(<p>page</p>, { language: 'en' });
  const retried = jest.fn();
  jest.useFakeTimers({ advanceTimers: true });
  try {
    act(() => notify('error', 'The download did not work.', { action: { label: 'Try again', onClick: retried } }));
    const text = await screen.findByText('The download did not work.');
    const toast = text.closest('.Toastify__toast') as HTMLElement;
    expect(toast).not.toBeNull();
    expect(toast.querySelector('.Toastify__toast-icon svg')).not.toBeNull();
    const action = within(toast).getByRole('button', { name: 'Try again' });

    // Still there well after a plain toast would have closed (5 s).
    await act(async () => {
      jest.advanceTimersByTime(15_000);
    });
    expect(screen.getByText('The download did not work.')).toBeInTheDocument();

    await user.click(action);
    expect(retried).toHaveBeenCalledTimes(1);
    // Closing: the toast plays its exit animation (its end never comes in jsdom, so the class is what shows).
    await waitFor(() => expect(toast.className).toMatch(/exit/));
  } finally {
    jest.useRealTimers();
  }
});

test('a toast without an action has its icon and no button', async () => {
  await renderWithProviders(<p>page</p>, { language: 'en' });
  act(() => notify('success', 'Saved.'));
  const toast = (await screen.findByText('Saved.')).closest('.Toastify__toast') as HTMLElement;
  expect(toast.querySelector('.Toastify__toast-icon svg')).not.toBeNull();
  expect(within(toast).queryByRole('button', { name: /try again/i })).toBeNull();
});
