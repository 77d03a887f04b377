// "Sign in with Google" through Google Identity Services, only when this installation has a Google
// client ID: without one, no script from Google is loaded and nothing shows.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useGetPublicConfigQuery } from '../../../api/configApi';
import { FormAlert } from '../../../ui/form';
import { useGoogleLoginMutation } from '../accountApi';
import { useCompleteSignIn } from '../useAuthFlow';
import { isTwoFactorChallenge } from '../../../../shared/schemas/staffAccess';

const GSI_SRC = 'https://accounts.google.com/gsi/client';

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: { client_id: string; callback: (answer: { credential: string }) => void; ux_mode?: 'popup' }): void;
      renderButton(parent: HTMLElement, options: Record<string, unknown>): void;
    };
  };
}

declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

let scriptPromise: Promise<void> | undefined;
function loadGsi(): Promise<void> {
  scriptPromise ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GSI_SRC;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      scriptPromise = undefined;
      reject(new Error('Google Identity Services did not load'));
    };
    document.head.appendChild(script);
  });
  return scriptPromise;
}

export function GoogleSignIn() {
  const { t, i18n } = useTranslation();
  const { data: config } = useGetPublicConfigQuery();
  const clientId = config?.google_client_id ?? null;
  const [googleLogin, { isLoading }] = useGoogleLoginMutation();
  const [failed, setFailed] = useState(false);
  const slot = useRef<HTMLDivElement>(null);
  const completeSignIn = useCompleteSignIn();
  const complete = useRef(completeSignIn);
  complete.current = completeSignIn;

  useEffect(() => {
    if (!clientId) return;
    let cancelled = false;
    loadGsi()
      .then(() => {
        if (cancelled || !slot.current || !window.google) return;
        window.google.accounts.id.initialize({
          client_id: clientId,
          callback: ({ credential }) => {
            setFailed(false);
            googleLogin({ credential })
              .unwrap()
              // Staff with a second step sign in with their e-mail and password, where the machine takes that step.
              .then((answer) => (isTwoFactorChallenge(answer) ? setFailed(true) : complete.current(answer)))
              .catch(() => setFailed(true));
          },
        });
        window.google.accounts.id.renderButton(slot.current, {
          theme: 'outline',
          size: 'large',
          shape: 'pill',
          width: 320,
          locale: i18n.language,
        });
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [clientId, googleLogin, i18n.language]);

  if (!clientId) return null;
  return (
    <Wrap aria-busy={isLoading || undefined}>
      <Divider>
        <span>{t('google.or')}</span>
      </Divider>
      <div ref={slot} aria-label={t('google.signIn')} />
      {failed ? <FormAlert messages={t('google.failed')} /> : null}
    </Wrap>
  );
}

export default GoogleSignIn;

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const Divider = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  width: 100%;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  &::before,
  &::after {
    content: '';
    flex: 1;
    height: 1px;
    background: ${({ theme }) => theme.colors.line};
  }
`;
