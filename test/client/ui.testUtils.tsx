// Local render helpers for the UI and content tests: a fresh store per render, the app's i18n instance
// with the real locale files, the direction provider, and a memory router.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { DEFAULT_RESORT_CONTACT } from '../../src/shared/resortContact';
import en from '../../public/locales/en.json';
import ar from '../../public/locales/ar.json';
import { i18n, initI18n, type Language } from '../../src/client/i18n';
import { persistSession } from '../../src/client/app/persistence';
import { makeStore } from '../../src/client/app/store';
import { DirectionProvider } from '../../src/client/ui/DirectionProvider';
import type {
  AboutUs,
  AvgRate,
  ContentBlock,
  Faq,
  Partner,
  SpecialAboutUs,
  Term,
  TermsTitle,
  Testimonial,
} from '../../src/shared/schemas/content';

export async function setLanguage(lng: Language) {
  await initI18n({ resources: { en: { translation: en }, ar: { translation: ar } }, lng: 'en' });
  await i18n.changeLanguage(lng);
}

/** Shows the current location so tests can assert where a link or form led. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderWithProviders(ui: ReactElement, { route = '/', path = '*' } = {}) {
  // The session in the ken_* keys is read at once, as on a page the script draws.
  const { store, dispose } = makeStore(undefined, { persistSession });
  const result = render(
    <I18nextProvider i18n={i18n}>
      <DirectionProvider>
        <Provider store={store}>
          <MemoryRouter initialEntries={[route]}>
            <Routes>
              <Route path={path} element={ui} />
            </Routes>
            <LocationProbe />
          </MemoryRouter>
        </Provider>
      </DirectionProvider>
    </I18nextProvider>,
  );
  return { ...result, store, dispose };
}

const CREATED = '2026-03-14T09:30:00+03:00';

export const fixtures = {
  faq: [
    {
      id: 1,
      question: 'When is check-in?',
      question_ar: 'متى موعد تسجيل الوصول؟',
      answer: 'From 3 pm.',
      answer_ar: 'من الساعة الثالثة عصرًا.',
    },
    { id: 2, question: 'Is breakfast included?', question_ar: '', answer: 'Yes, every morning.', answer_ar: '' },
    { id: 3, question: 'Can I snorkel?', question_ar: 'هل يمكنني الغطس؟', answer: 'Gear is free.', answer_ar: 'المعدات مجانية.' },
  ] satisfies Faq[],
  aboutUs: [
    {
      about_us: 'A reef resort on the Red Sea.',
      about_us_ar: 'منتجع على شعاب البحر الأحمر.',
      vission: 'To be the calmest place on the coast.',
      vission_ar: 'أن نكون أهدأ مكان على الساحل.',
      mission: 'To host every guest like family.',
      mission_ar: '',
      main_image: '/media/content/about-main.svg',
      vision_image: '/media/content/vision.svg',
      mission_image: null,
      created_at: CREATED,
    },
  ] satisfies AboutUs[],
  stories: [
    {
      id: 1,
      title: 'The first hut',
      title_ar: 'الكوخ الأول',
      description: 'Built in 2019.',
      description_ar: 'بُني عام ٢٠١٩.',
      image: '/media/content/story-1.svg',
    },
  ] satisfies ContentBlock[],
  services: [
    { id: 1, title: 'Diving', title_ar: 'الغوص', description: 'Guided dives.', description_ar: 'غوص مع مرشد.', image: null },
  ] satisfies ContentBlock[],
  special: [
    { id: 1, title: 'Private reef', title_ar: 'شعاب خاصة', image: '/media/content/special-1.svg' },
    { id: 2, title: 'Sunset deck', title_ar: '', image: null },
  ] satisfies SpecialAboutUs[],
  terms: [
    {
      id: 1,
      title: 'Bookings',
      title_ar: 'الحجوزات',
      description: 'A booking is confirmed once paid.',
      description_ar: 'يُؤكَّد الحجز بعد الدفع.',
      created_at: CREATED,
    },
    { id: 2, title: 'Cancellation', title_ar: '', description: 'Free until 7 days before.', description_ar: '', created_at: CREATED },
  ] satisfies Term[],
  termsTitle: { id: 1, title: 'Terms of stay', title_ar: 'شروط الإقامة' } satisfies TermsTitle,
  avgRate: { avg_rate: 4.6, count: 1280 } satisfies AvgRate,
  partners: [
    { id: 1, name: 'Red Sea Divers', image: '/media/partners/partner-1.svg', url: 'https://example.com' },
    { id: 2, name: 'Coral Air', image: null, url: null },
  ] satisfies Partner[],
  testimonials: [
    {
      id: 1,
      user: { id: 7, full_name: 'Sara Al-Harbi', avatar: null },
      hut: 1,
      value: 5,
      content: 'Unforgettable.',
      created_at: CREATED,
      reply: null,
    },
  ] satisfies Testimonial[],
};

export const contentHandlers = [
  http.get('*/api/content/faq/', () => HttpResponse.json(fixtures.faq)),
  http.get('*/api/content/about-us/', () => HttpResponse.json(fixtures.aboutUs)),
  http.get('*/api/content/story/', () => HttpResponse.json(fixtures.stories)),
  http.get('*/api/content/our-service/', () => HttpResponse.json(fixtures.services)),
  http.get('*/api/content/special-about-us/', () => HttpResponse.json(fixtures.special)),
  http.get('*/api/content/terms-condations/', () => HttpResponse.json(fixtures.terms)),
  http.get('*/api/content/terms-titles/', () => HttpResponse.json(fixtures.termsTitle)),
  http.get('*/api/content/ken/avg-rate/', () => HttpResponse.json(fixtures.avgRate)),
  http.get('*/partners/', () => HttpResponse.json(fixtures.partners)),
  http.get('*/api/settings/contact/', () => HttpResponse.json(DEFAULT_RESORT_CONTACT)),
  http.get('*/api/products/testmonial/', () => HttpResponse.json(fixtures.testimonials)),
  // The home page's catalogue sections (featured huts, events, services); their own tests fill them.
  http.get('*/api/products/huts-home/list/', () => HttpResponse.json([])),
  http.get('*/api/products/events/random/', () => HttpResponse.json([])),
  http.get('*/api/products/random-services/', () => HttpResponse.json([])),
];
