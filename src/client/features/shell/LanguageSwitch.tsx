import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { changeLanguage, type Language } from '../../i18n';
import { moveToLanguageAddress } from '../../i18n/languageAddress';
import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { selectIsAuthenticated } from '../auth/authSlice';
import { GlobeIcon } from '../../ui/icons';
import { loadRtlPlugin } from '../../ui/rtlPlugin';

/**
 * Arabic needs the RTL style plugin first, so the page never shows a moment of unmirrored layout. The page moves
 * to its address in that language (`/huts?x` ↔ `/ar/huts?x`), which the router follows.
 */
async function switchTo(language: Language) {
  if (language === 'ar') await loadRtlPlugin();
  moveToLanguageAddress(language);
  await changeLanguage(language);
}

type Props = { tone?: 'light' | 'dark'; className?: string };

/**
 * Offers the other language, written in that language's own script ("العربية" / "English"). A signed-in
 * user's choice is also saved on the account: e-mails and e-tickets are written in the account's language.
 */
export function LanguageSwitch({ tone = 'dark', className }: Props) {
  const { t, i18n } = useTranslation();
  const signedIn = useSelector(selectIsAuthenticated);
  // Features do not import the app shell's typed hooks; RTK Query's thunks need only a thunk dispatch.
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  // The profile's API comes only when a signed-in user switches: every page's header has this button.
  const saveLanguage = (language: Language) =>
    void import('../profile/profileApi').then(({ profileApi }) => dispatch(profileApi.endpoints.updateUserInfo.initiate({ language })));
  const next: Language = i18n.language?.startsWith('ar') ? 'en' : 'ar';
  const name = next === 'ar' ? t('language.ar') : t('language.en');
  return (
    <Switch
      type="button"
      className={className}
      lang={next}
      $tone={tone}
      title={t('language.switchHint')}
      onClick={() =>
        void switchTo(next).then(() => {
          // A failure to save leaves the account's language as it was; the profile shows which one it is.
          if (signedIn) saveLanguage(next);
        })
      }
    >
      <GlobeIcon size={18} />
      {name}
    </Switch>
  );
}

export default LanguageSwitch;

const Switch = styled.button<{ $tone: 'light' | 'dark' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ theme }) => theme.minTarget};
  padding: ${({ theme }) => theme.space(2, 4)};
  border: 1px solid ${({ theme, $tone }) => ($tone === 'light' ? 'rgba(251,250,247,0.4)' : theme.colors.line)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme, $tone }) => ($tone === 'light' ? theme.colors.foam : theme.colors.deepSea)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.motion.fast} ease-out;

  &:hover {
    background: ${({ theme, $tone }) => ($tone === 'light' ? 'rgba(251,250,247,0.12)' : theme.colors.sand)};
  }
  &:lang(ar) {
    font-family: ${({ theme }) => theme.fonts.arabic};
  }
  &:lang(en) {
    font-family: ${({ theme }) => theme.fonts.text};
  }
`;
