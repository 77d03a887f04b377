// Arabic wording shared by every screen: guest counts with the plural rules and no zero counts, and no
// "ر.س.." where a price ends a sentence.
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../../src/client/i18n';
import { formatPrice } from '../../../src/client/ui/format';
import { useGuestsCount } from '../../../src/client/ui/guestsCount';
import { setLanguage } from '../ui.testUtils';

const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;

describe('guest counts', () => {
  it('use Arabic plural forms and Arabic-Indic digits, and leave out "no children"', async () => {
    await setLanguage('ar');
    const { result } = renderHook(() => useGuestsCount(), { wrapper });
    expect(result.current(2, 0)).toBe('بالغان');
    expect(result.current(3, 1)).toBe('٣ بالغين، طفل واحد');
    expect(result.current(1, 2)).toBe('بالغ واحد، طفلان');
    expect(result.current(11, 3)).toBe('١١ بالغًا، ٣ أطفال');
  });

  it('say "1 adult" and "2 children" in English, without "0 children"', async () => {
    await setLanguage('en');
    const { result } = renderHook(() => useGuestsCount(), { wrapper });
    expect(result.current(1, 2)).toBe('1 adult, 2 children');
    expect(result.current(2, 0)).toBe('2 adults');
  });
});

describe('a price at the end of an Arabic sentence', () => {
  it("keeps the riyal sign's period and drops the sentence's second one", async () => {
    await setLanguage('ar');
    const amount = formatPrice('800.00', 'ar', 'SAR');
    expect(amount).toMatch(/ر\.س\./);
    const text = i18n.t('dashboard.bookings.amountTooHigh', { amount });
    expect(text).toContain(amount);
    expect(text.replace(/\u200F/g, '')).not.toMatch(/ر\.س\.\./);
    // Other periods are untouched.
    expect(i18n.t('dashboard.bookings.reasonRequired')).toMatch(/\.$/);
  });
});
