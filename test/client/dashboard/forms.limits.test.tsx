import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import HutFormScreen from '../../../src/client/features/dashboard/huts/HutFormScreen';
import ContactScreen from '../../../src/client/features/support/screens/ContactScreen';
import { formatNumber } from '../../../src/client/ui/format';
import { readLocale, renderWithProviders } from '../../helpers/client/renderWithProviders';

type Locale = {
  dashboard: { huts: Record<string, string>; common: Record<string, string> };
  validation: Record<string, string>;
  support: Record<string, string>;
};
const fill = (template: string, values: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name]);

// Issue 20, item 19: a hut description was cut at 5,000 characters without a word; the support text showed no limit.
describe.each(['en', 'ar'] as const)('length limits (%s)', (language) => {
  const text = readLocale(language) as Locale;
  const n = (value: number) => formatNumber(value, language);

  it('counts a hut description against its 5,000 characters and keeps a longer paste whole, saying by how much', async () => {
    const { user } = await renderWithProviders(
      <Routes>
        <Route path="/dashboard/huts/:id" element={<HutFormScreen />} />
      </Routes>,
      { route: '/dashboard/huts/new', language },
    );
    const [english] = within(screen.getByRole('group', { name: text.dashboard.huts.description })).getAllByRole('textbox');
    const counter = (count: number) => fill(text.validation.counter, { count: n(count), max: n(5000) });
    expect(english).toHaveAccessibleDescription(counter(0));

    await user.click(english);
    await user.paste('a'.repeat(5003));
    expect(english).toHaveValue('a'.repeat(5003));
    expect(english).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(counter(5003))).toBeInTheDocument();
    expect(screen.getByText(fill(text.validation.tooLong, { max: n(5000), over: n(3) }))).toBeInTheDocument();

    await user.type(english, '{Backspace}{Backspace}{Backspace}');
    expect(english).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText(counter(5000))).toBeInTheDocument();
  });

  it('shows the support message limit before anything is sent', async () => {
    await renderWithProviders(<ContactScreen />, { route: '/contact', language });
    const message = await screen.findByLabelText(text.support.message);
    expect(message).toHaveAccessibleDescription(expect.stringContaining(fill(text.validation.counter, { count: n(0), max: n(5000) })));
  });
});
