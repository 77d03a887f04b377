// Digits follow the language everywhere a number is shown: the hold countdown, prices and counts go
// through one Intl helper (and i18next's formatter), so Arabic shows Arabic-Indic digits and English Latin.
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { HoldCountdown } from '../../src/client/features/booking/components/HoldCountdown';
import { PhoneBookBar } from '../../src/client/features/catalogue/components/PhoneBookBar';
import { i18n } from '../../src/client/i18n';
import { theme } from '../../src/client/ui/theme';
import { setLanguage } from './ui.testUtils';

const LATIN = /[0-9]/;

function renderIn(ui: React.ReactElement) {
  return render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>{ui}</ThemeProvider>
    </I18nextProvider>,
  );
}

describe('digits per language', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('counts the hold down in Arabic-Indic digits in Arabic', async () => {
    await setLanguage('ar');
    renderIn(<HoldCountdown expiresAt="2026-03-01T10:12:04Z" />);
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('١٢:٠٤');
    expect(timer.textContent).not.toMatch(LATIN);
    act(() => jest.advanceTimersByTime(5000));
    expect(timer).toHaveTextContent('١١:٥٩');
  });

  it('counts the hold down in Latin digits in English', async () => {
    await setLanguage('en');
    renderIn(<HoldCountdown expiresAt="2026-03-01T10:12:04Z" />);
    expect(screen.getByRole('timer')).toHaveTextContent('12:04');
  });

  it('shows a price and a plural count with Arabic-Indic digits and the right plural form', async () => {
    await setLanguage('ar');
    const { rerender } = renderIn(<PhoneBookBar total={5680} nights={3} fromPrice="950.00" onAction={() => undefined} signedIn />);
    const bar = screen.getByRole('region', { name: 'السعر والحجز' });
    expect(bar).toHaveTextContent('٥٬٦٨٠');
    expect(bar).toHaveTextContent('لـ٣ ليالٍ'); // "few" form
    expect(bar.textContent).not.toMatch(LATIN);
    rerender(
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <PhoneBookBar total={1900} nights={2} fromPrice="950.00" onAction={() => undefined} signedIn />
        </ThemeProvider>
      </I18nextProvider>,
    );
    expect(bar).toHaveTextContent('لليلتين'); // "two" form
    expect(i18n.t('counts.nights', { count: 11 })).toBe('١١ ليلة'); // "many"
    expect(i18n.t('counts.nights', { count: 1 })).toBe('ليلة واحدة'); // "one"
  });

  it('uses English plural forms with Latin digits', async () => {
    await setLanguage('en');
    expect(i18n.t('counts.nights', { count: 1 })).toBe('1 night');
    expect(i18n.t('counts.children', { count: 1 })).toBe('1 child');
    expect(i18n.t('counts.guests', { count: 1200 })).toBe('1,200 guests');
  });
});
