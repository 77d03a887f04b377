// The one phone drawer (the guest menu and the back office's): focus moves to its close button and stays
// inside, Escape and the close button close it, and focus goes back to what opened it.
import { screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { Drawer } from '../../src/client/ui/Drawer';
import { readLocale, renderWithProviders } from '../helpers/client/renderWithProviders';

const ar = readLocale('ar') as { header: { closeMenu: string } };

function Menu({ animated }: { animated: boolean }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={opener} type="button" onClick={() => setOpen(true)}>
        Menu
      </button>
      <Drawer
        open={open}
        label="Site menu"
        animated={animated}
        onClose={() => {
          setOpen(false);
          opener.current?.focus();
        }}
      >
        <a href="/huts">Huts</a>
      </Drawer>
    </>
  );
}

test.each([true, false])('opens on its close button, keeps Tab inside and closes on Escape (animated: %s)', async (animated) => {
  const { user } = await renderWithProviders(<Menu animated={animated} />, { language: 'ar' });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Menu' }));
  const drawer = screen.getByRole('dialog', { name: 'Site menu' });
  const close = screen.getByRole('button', { name: ar.header.closeMenu });
  expect(close).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('link', { name: 'Huts' })).toHaveFocus();
  await user.tab();
  expect(drawer).toContainElement(document.activeElement as HTMLElement);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
});

test('closes with its close button', async () => {
  const { user } = await renderWithProviders(<Menu animated={false} />);
  await user.click(screen.getByRole('button', { name: 'Menu' }));
  await user.click(screen.getByRole('button', { name: (readLocale('en') as typeof ar).header.closeMenu }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
