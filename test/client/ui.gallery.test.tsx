// Issue 20, item 39: the hut gallery opens a full-screen view of the photo shown: a modal dialog with the
// photo whole, the same arrows and keys, a close button, Escape back to the page and focus back on the opener.
import { screen, within } from '@testing-library/react';
import { Gallery } from '../../src/client/ui/Gallery';
import { renderWithProviders } from '../helpers/client/renderWithProviders';

const images = [1, 2, 3].map((n) => ({
  src: `/media/huts/hut-1-${n}.webp`,
  alt: `Photo ${n} of the Lagoon Hut`,
  width: 1200,
  height: 800,
}));

test.each(['en', 'ar'] as const)('the gallery shows the current photo full screen and back (%s)', async (language) => {
  const { user } = await renderWithProviders(<Gallery images={images} label="Lagoon Hut photos" />, { language });
  const words =
    language === 'ar'
      ? { full: 'ملء الشاشة', close: 'إغلاق', next: 'الصورة التالية' }
      : { full: 'Full screen', close: 'Close', next: 'Next photo' };
  const open = screen.getByRole('button', { name: words.full });
  await user.click(screen.getByRole('button', { name: words.next }));
  await user.click(open);

  const dialog = screen.getByRole('dialog', { name: 'Lagoon Hut photos' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(within(dialog).getByRole('img')).toHaveAccessibleName('Photo 2 of the Lagoon Hut');
  const close = within(dialog).getByRole('button', { name: words.close });
  expect(close).toHaveFocus();

  // The reading direction's "next" key: → in English, ← in Arabic.
  await user.keyboard(language === 'ar' ? '{ArrowLeft}' : '{ArrowRight}');
  expect(within(dialog).getByRole('img')).toHaveAccessibleName('Photo 3 of the Lagoon Hut');
  await user.click(within(dialog).getByRole('button', { name: words.next }));
  expect(within(dialog).getByRole('img')).toHaveAccessibleName('Photo 1 of the Lagoon Hut');

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(open).toHaveFocus();
  await user.click(open);
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: words.close }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
