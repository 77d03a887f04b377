import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import styled from 'styled-components';
import { i18n } from '../../src/client/i18n';
import { DirectionProvider } from '../../src/client/ui/DirectionProvider';
import { ChevronRightIcon, CloseIcon } from '../../src/client/ui/icons';
import { Header } from '../../src/client/features/shell/Header';
import { renderWithProviders, setLanguage } from './ui.testUtils';

const Padded = styled.div`
  padding-right: 12px;
  margin-left: 4px;
`;

const cssText = () =>
  Array.from(document.head.querySelectorAll('style'))
    .map((style) => style.textContent)
    .join('\n');

const rulesFor = (element: Element) =>
  Array.from(element.classList)
    .map((name) => cssText().match(new RegExp(`\\.${name}\\{([^}]*)\\}`))?.[1])
    .filter(Boolean)
    .join(';');

describe('DirectionProvider', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('writes styles as authored in English and flips them in Arabic, regenerating on switch', async () => {
    await setLanguage('en');
    render(
      <I18nextProvider i18n={i18n}>
        <DirectionProvider>
          <Padded data-testid="box" />
        </DirectionProvider>
      </I18nextProvider>,
    );
    const ltrRules = rulesFor(screen.getByTestId('box'));
    expect(ltrRules).toContain('padding-right:12px');
    expect(ltrRules).toContain('margin-left:4px');

    await act(() => i18n.changeLanguage('ar'));
    const rtlRules = rulesFor(screen.getByTestId('box'));
    expect(rtlRules).toContain('padding-left:12px');
    expect(rtlRules).toContain('margin-right:4px');
    expect(rtlRules).not.toContain('padding-right');

    await act(() => i18n.changeLanguage('en'));
    expect(rulesFor(screen.getByTestId('box'))).toContain('padding-right:12px');
  });

  it('mirrors pointing icons in right-to-left and leaves the others alone', async () => {
    await setLanguage('ar');
    const { container } = render(
      <I18nextProvider i18n={i18n}>
        <DirectionProvider>
          <ChevronRightIcon data-testid="chevron" />
          <CloseIcon data-testid="close" />
        </DirectionProvider>
      </I18nextProvider>,
    );
    expect(container).toBeTruthy();
    expect(cssText()).toMatch(/\[dir='rtl'\] \.[\w-]+\{transform:scaleX\(-1\);\}/);
    expect(cssText()).toMatch(/\[dir='rtl'\] \.[\w-]+\{transform:none;\}/);
  });
});

describe('Header language switch', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it("shows the other language's own name and switches the document direction", async () => {
    await setLanguage('en');
    const user = userEvent.setup();
    const { dispose } = renderWithProviders(<Header />);

    const toArabic = screen.getByRole('button', { name: 'العربية' });
    expect(toArabic).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('button', { name: 'Open the menu' })).toBeInTheDocument();

    await user.click(toArabic);

    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.cookie).toContain('i18next=ar');
    expect(screen.getAllByRole('button', { name: 'English' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'افتح القائمة' })).toBeInTheDocument();

    await user.click(screen.getAllByRole('button', { name: 'English' })[0]);
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'ltr'));
    dispose();
  });

  it('offers visitors a sign-in link in the phone drawer', async () => {
    await setLanguage('en');
    const user = userEvent.setup();
    const { dispose } = renderWithProviders(<Header />);
    await user.click(screen.getByRole('button', { name: 'Open the menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' }); // the drawer's code comes with the first tap
    expect(within(dialog).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/account/login');
    expect(within(dialog).getByRole('link', { name: 'Events' })).toHaveAttribute('href', '/event');
    dispose();
  });

  it('opens the phone drawer with focus inside, keeps Tab inside it, and closes on Escape', async () => {
    await setLanguage('en');
    const user = userEvent.setup();
    const { dispose } = renderWithProviders(<Header />);
    const open = screen.getByRole('button', { name: 'Open the menu' });

    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Menu' }); // the drawer's code comes with the first tap
    const close = screen.getByRole('button', { name: 'Close the menu' });
    await waitFor(() => expect(close).toHaveFocus());

    // Shift+Tab from the first control wraps to the last one inside the drawer.
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
    dispose();
  });
});

describe('Account menu', () => {
  afterEach(() => localStorage.clear());

  it('shows a signed-in guest their name, account links and sign-out', async () => {
    localStorage.setItem('ken_token', 'header.payload.signature');
    localStorage.setItem('ken_full_name', 'Sara Al-Harbi');
    localStorage.setItem('ken_email', 'sara@example.com');
    localStorage.setItem('ken_role', 'guest');
    await setLanguage('en');
    const user = userEvent.setup();
    const { dispose } = renderWithProviders(<Header />);
    await user.click(screen.getByRole('button', { name: 'Open the menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' }); // the drawer's code comes with the first tap

    const account = await within(dialog).findByRole('button', { name: 'Account: Sara Al-Harbi' });
    expect(account).toHaveAttribute('aria-expanded', 'false');
    await user.click(account);
    expect(account).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(within(dialog).getByRole('link', { name: 'My bookings' })).toHaveAttribute('href', '/my-booking');
    expect(within(dialog).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');

    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(localStorage.getItem('ken_token')).toBeNull();
    expect(await screen.findAllByRole('link', { name: 'Sign in' })).not.toHaveLength(0);
    dispose();
  });
});
