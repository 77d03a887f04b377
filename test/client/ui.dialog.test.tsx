// The shared dialog (the ratings sheet, cancel, discard…) has a close button, for touch users without
// Escape; and read-only stars are drawn inside their box, not on the text baseline below it (issue 20, item 38).
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { Dialog } from '../../src/client/ui/Dialog';
import { Stars } from '../../src/client/ui/Stars';
import { renderWithProviders } from '../helpers/client/renderWithProviders';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Rate the website
      </button>
      {open ? (
        <Dialog title="Rate our website" onClose={() => setOpen(false)}>
          <p>Stars</p>
        </Dialog>
      ) : null}
    </>
  );
}

test('a dialog closes with its close button, in either language, and gives focus back', async () => {
  const { user } = await renderWithProviders(<Opener />);
  const opener = screen.getByRole('button', { name: 'Rate the website' });
  await user.click(opener);
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
});

test('the close button is named in Arabic', async () => {
  await renderWithProviders(
    <Dialog title="قيّم موقعنا" onClose={() => undefined}>
      <p>…</p>
    </Dialog>,
    { language: 'ar' },
  );
  expect(screen.getByRole('button', { name: 'إغلاق' })).toBeInTheDocument();
});

test('stars are block icons in a box without a text line, so they cannot hang below it', async () => {
  await renderWithProviders(<Stars value={4.5} size={16} />);
  const row = screen.getByRole('img', { name: 'Rated 4.5 out of 5' });
  expect(getComputedStyle(row).lineHeight).toBe('0');
  for (const icon of row.querySelectorAll('svg')) expect(getComputedStyle(icon).display).toBe('block');
});
