// The privacy policy page in both languages, linked from the footer and the sign-up form.
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../helpers/client/renderWithProviders';

describe('privacy policy', () => {
  it.each([
    ['en', 'Privacy policy', 'What we collect'],
    ['ar', 'سياسة الخصوصية', 'ما نجمعه'],
  ] as const)('is a page in %s, linked from the footer', async (language, title, firstSection) => {
    await renderWithProviders(undefined, { route: '/privacy', language });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: firstSection })).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: title })).toHaveAttribute('href', '/privacy');
  });

  it.each([
    ['en', 'privacy policy'],
    ['ar', 'سياسة الخصوصية'],
  ] as const)('is linked from the sign-up form in %s', async (language, name) => {
    await renderWithProviders(undefined, { route: '/account/register', language });
    const form = (await screen.findAllByRole('checkbox'))[0].closest('form') as HTMLElement;
    expect(within(form).getByRole('link', { name })).toHaveAttribute('href', '/privacy');
  });
});
