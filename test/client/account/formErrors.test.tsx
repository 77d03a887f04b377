// A field's error follows its value once shown: it changes as the guest types and clears as soon as the
// value is right, without another submit (the shared useFieldErrors every form uses).
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../helpers/client/renderWithProviders';

describe('field errors clear as soon as the field is corrected', () => {
  it.each([
    ['en', 'E-mail', 'Sign in', 'This field is required.', 'Enter a valid e-mail address, like name@example.com.'],
    ['ar', 'البريد الإلكتروني', 'دخول', 'هذا الحقل مطلوب.', 'أدخل بريدًا إلكترونيًا صحيحًا، مثل name@example.com.'],
  ] as const)('on the sign-in form in %s', async (language, emailLabel, submit, requiredText, emailText) => {
    const { user } = await renderWithProviders(undefined, { route: '/account/login', language });
    const email = await screen.findByLabelText(emailLabel);
    await user.type(email, 'sara');
    expect(email).not.toHaveAttribute('aria-invalid'); // nothing before the first submit
    await user.clear(email);
    await user.click(screen.getByRole('button', { name: submit }));
    expect(email).toHaveAccessibleDescription(requiredText);
    await user.type(email, 'sara');
    expect(email).toHaveAccessibleDescription(emailText); // follows the value
    await user.type(email, '@example.com');
    expect(email).not.toHaveAttribute('aria-invalid'); // right: cleared, no submit needed
    expect(screen.queryByText(emailText)).toBeNull();
  });
});

describe('the phone hint', () => {
  it('keeps the sample number a left-to-right run inside the Arabic hint', async () => {
    await renderWithProviders(undefined, { route: '/account/register', language: 'ar' });
    const phone = await screen.findByLabelText(/الجوال|رقم الجوال|الهاتف/);
    expect(phone).toHaveAccessibleDescription(/^الجوال السعودي: \+966 5X XXX XXXX ?\. من خارج المملكة/);
    const sample = screen.getByText('+966 5X XXX XXXX');
    expect(sample.tagName).toBe('BDI');
    expect(sample).toHaveAttribute('dir', 'ltr');
    expect(sample.parentElement?.textContent).not.toMatch(/[\u2066-\u2069]/); // no invisible isolates left in the copy
  });
});
