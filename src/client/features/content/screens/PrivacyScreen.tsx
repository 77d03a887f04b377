import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Container } from '../../../ui/Container';
import { PageHeader } from '../../../ui/PageHeader';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';

/** The privacy policy: what the resort keeps about a guest, why, with whom it is shared, and for how long. */
export default function PrivacyScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('privacy.title'));
  // Literal keys, so the locale checker sees every one.
  const sections = [
    { id: 'collect', title: t('privacy.collectTitle'), body: t('privacy.collectBody') },
    { id: 'use', title: t('privacy.useTitle'), body: t('privacy.useBody') },
    { id: 'share', title: t('privacy.shareTitle'), body: t('privacy.shareBody') },
    { id: 'keep', title: t('privacy.keepTitle'), body: t('privacy.keepBody') },
    { id: 'rights', title: t('privacy.rightsTitle'), body: t('privacy.rightsBody') },
  ];
  return (
    <>
      <PageHeader eyebrow={t('privacy.eyebrow')} title={t('privacy.title')} lead={t('privacy.lead')} />
      <Container>
        <Body>
          {sections.map((section) => (
            <section key={section.id} aria-labelledby={`privacy-${section.id}`}>
              <h2 id={`privacy-${section.id}`}>{section.title}</h2>
              <p>{section.body}</p>
            </section>
          ))}
        </Body>
      </Container>
    </>
  );
}

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  max-width: 72ch;
  padding-block: ${({ theme }) => theme.space(16)};
  h2 {
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.deepSea};
  }
  p {
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.ink};
  }
`;
