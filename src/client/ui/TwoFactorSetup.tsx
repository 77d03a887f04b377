// The authenticator app's set-up (issue 23 §5), shared by the sign-in's required set-up and "Sign-in and security":
// the numbered steps (counted in the reader's digits), the server's QR code, the key as text, and the recovery codes.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

/** The base32 key in groups of four, isolated left-to-right; a line breaks between groups, never inside one. */
export function SecretKey({ secret }: { secret: string }) {
  const groups = secret.replace(/\s/g, '').match(/.{1,4}/g) ?? [];
  return (
    // Left-to-right inside too, so a second line of the key starts on the left as the first does.
    <Key dir="ltr">
      <bdi dir="ltr">{groups.join(' ')}</bdi>
    </Key>
  );
}

/** Scan the QR code or type the key, then enter the app's first code. */
export function TwoFactorSetup({ qr, secret }: { qr: string; secret: string }) {
  const { t, i18n } = useTranslation();
  return (
    <Steps $arabic={i18n.language.startsWith('ar')}>
      <li>
        {t('account.twoFactor.scan')}
        <Qr src={qr} alt={t('account.twoFactor.qrAlt')} width={200} height={200} />
      </li>
      <li>
        {t('account.twoFactor.typeKey')} <SecretKey secret={secret} />
      </li>
      <li>{t('account.twoFactor.enterFirst')}</li>
    </Steps>
  );
}

/** The ten recovery codes, shown once, each isolated left-to-right. */
export function RecoveryCodeList({ codes }: { codes: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <Codes aria-label={t('account.twoFactor.codesTitle')}>
      {codes.map((code) => (
        <li key={code}>
          <bdi dir="ltr">{code}</bdi>
        </li>
      ))}
    </Codes>
  );
}

const Steps = styled.ol<{ $arabic: boolean }>`
  margin: 0;
  padding-inline-start: 1.25rem;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  /* The steps are counted in the reader's digits: ١، ٢، ٣ in Arabic. */
  list-style-type: ${({ $arabic }) => ($arabic ? 'arabic-indic' : 'decimal')};
  li {
    line-height: 1.6;
  }
`;

const Qr = styled.img`
  display: block;
  margin-block-start: ${({ theme }) => theme.space(2)};
  background: #fff;
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.input};
  border: 1px solid ${({ theme }) => theme.colors.line};
`;

const Key = styled.code`
  display: inline-block;
  max-width: 100%;
  font-family: monospace;
  font-size: 0.95rem;
  /* Lines break at the spaces between the groups of four only. */
  word-break: normal;
  overflow-wrap: normal;
  padding: 2px 6px;
  border-radius: ${({ theme }) => theme.radii.input};
  background: ${({ theme }) => theme.colors.sand};
`;

const Codes = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  font-family: monospace;
  font-size: 1.05rem;
  text-align: center;
  li {
    padding: ${({ theme }) => theme.space(2)};
    border: 1px dashed ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radii.input};
  }
`;
