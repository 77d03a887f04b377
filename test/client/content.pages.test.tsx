import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';
import AboutScreen from '../../src/client/features/content/screens/AboutScreen';
import TermsScreen from '../../src/client/features/content/screens/TermsScreen';
import MainLayout from '../../src/client/features/shell/MainLayout';
import NotFoundScreen from '../../src/client/features/shell/NotFoundScreen';
import { contentHandlers, renderWithProviders, setLanguage } from './ui.testUtils';

const server = setupServer(...contentHandlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let dispose: (() => void) | undefined;
afterEach(async () => {
  dispose?.();
  dispose = undefined;
  await act(() => setLanguage('en'));
});

async function renderScreen(ui: React.ReactElement, lng: 'en' | 'ar' = 'en', route = '/') {
  await setLanguage(lng);
  const view = renderWithProviders(ui, { route });
  dispose = view.dispose;
  return view;
}

describe('AboutScreen', () => {
  it('shows about-us with vision and mission, the story, our services, what makes us special and partners', async () => {
    await renderScreen(<AboutScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Made by the sea, for slow days' })).toBeInTheDocument();
    expect(await screen.findByText('A reef resort on the Red Sea.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Our vision' })).toBeInTheDocument();
    expect(screen.getByText('To be the calmest place on the coast.')).toBeInTheDocument();
    expect(screen.getByText('To host every guest like family.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'The first hut' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Diving' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Private reef' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Coral Air' })).toBeInTheDocument();
    expect(document.title).toBe('About us · Ken Resort');
  });

  it('reads Arabic fields in Arabic, falling back to English where empty', async () => {
    await renderScreen(<AboutScreen />, 'ar');
    expect(await screen.findByText('أن نكون أهدأ مكان على الساحل.')).toBeInTheDocument();
    // mission_ar is empty: the English mission stands in.
    expect(screen.getByText('To host every guest like family.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'الكوخ الأول' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'الغوص' })).toBeInTheDocument();
    expect(document.title).toBe('من نحن، منتجع كِن');
  });
});

describe('TermsScreen', () => {
  it('shows the terms title and every term with an anchor', async () => {
    await renderScreen(<TermsScreen />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of stay' })).toBeInTheDocument();
    const article = (await screen.findByRole('heading', { level: 2, name: 'Bookings' })).closest('article');
    expect(article).toHaveAttribute('id', 'term-1');
    expect(within(article as HTMLElement).getByText('A booking is confirmed once paid.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Cancellation' })).toBeInTheDocument();
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    expect(within(contents).getByRole('link', { name: 'Cancellation' })).toHaveAttribute('href', '#term-2');
  });

  it('shows the Arabic title and terms in Arabic', async () => {
    await renderScreen(<TermsScreen />, 'ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'شروط الإقامة' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'الحجوزات' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Cancellation' })).toBeInTheDocument();
    expect(document.title).toBe('الشروط والأحكام، منتجع كِن');
  });

  it('says so calmly when no terms are published', async () => {
    server.use(http.get('*/api/content/terms-condations/', () => HttpResponse.json([])));
    await renderScreen(<TermsScreen />);
    expect(await screen.findByText('The terms will be published here soon')).toBeInTheDocument();
  });
});

describe('MainLayout and not-found', () => {
  it('renders the landmarks, a skip link, the footer contact (as set in the back office) in <bdi>, and the routed screen', async () => {
    server.use(
      http.get('*/api/settings/contact/', () =>
        HttpResponse.json({
          phone: '+966 55 000 1234',
          email: 'stay@ken.example',
          address: 'Beach road 1, Umluj',
          address_ar: 'طريق الشاطئ ١، أملج',
        }),
      ),
    );
    await renderScreen(
      <Routes>
        <Route element={<MainLayout />}>
          <Route path="*" element={<NotFoundScreen />} />
        </Route>
      </Routes>,
      'en',
      '/nowhere',
    );
    expect(screen.getByRole('link', { name: 'Skip to the content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    const footer = screen.getByRole('contentinfo');
    const email = await within(footer).findByRole('link', { name: /stay@ken\.example/ });
    expect(email).toHaveAttribute('href', 'mailto:stay@ken.example');
    expect(email.querySelector('bdi')).toHaveTextContent('stay@ken.example');
    const phone = within(footer).getByRole('link', { name: /\+966 55 000 1234/ });
    expect(phone).toHaveAttribute('href', 'tel:+966550001234');
    expect(phone.querySelector('bdi')).not.toBeNull();
    expect(within(footer).getByRole('link', { name: 'Message us on WhatsApp' })).toHaveAttribute('href', 'https://wa.me/966550001234');
    // The same address every e-mail's footer gives (the back office's settings).
    expect(within(footer).getByText('Beach road 1, Umluj').closest('address')).not.toBeNull();
    expect(within(footer).getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute('href', '/terms-and-conditions');

    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: 'This page drifted out to sea' })).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Page not found · Ken Resort');
  });

  it('shows the not-found page in Arabic', async () => {
    await renderScreen(<NotFoundScreen />, 'ar');
    expect(screen.getByRole('heading', { level: 1, name: 'يبدو أن هذه الصفحة أبحرت بعيدًا' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' })).toHaveAttribute('href', '/');
  });
});
