import { useTranslation } from 'react-i18next';
import { NavLink, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { CONTENT_LISTS, type ContentListName } from '../../../../shared/schemas/dashboard/content';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { ScreenHeader } from '../components/ScreenHeader';
import { LIST_FORMS } from './fields';
import { ListEditor } from './ListEditor';
import { PreviewLinks } from './PreviewLinks';
import { AboutForm, TermsTitleForm } from './SinglePageForm';
import { joinFacts } from '../../../ui/format';

const SECTIONS = ['about-us', ...CONTENT_LISTS] as const;
type Section = (typeof SECTIONS)[number];

/** Section names are literal keys, so the locale checker can see them. */
const useSectionLabel = () => {
  const { t } = useTranslation();
  const labels: Record<Section, string> = {
    'about-us': t('dashboard.content.sectionAbout'),
    faq: t('dashboard.content.sectionFaq'),
    story: t('dashboard.content.sectionStory'),
    'our-service': t('dashboard.content.sectionServices'),
    'special-about-us': t('dashboard.content.sectionSpecial'),
    terms: t('dashboard.content.sectionTerms'),
    partners: t('dashboard.content.sectionPartners'),
  };
  return (section: Section) => labels[section];
};

/** The site's pages, one section at a time (the section is in the URL: /dashboard/content/faq). */
export default function ContentScreen() {
  const { t } = useTranslation();
  const label = useSectionLabel();
  const requested = useParams()['*'] as Section | undefined;
  const section: Section = requested && (SECTIONS as readonly string[]).includes(requested) ? requested : 'about-us';
  useDocumentTitle(joinFacts([label(section), t('dashboard.nav.content')]));
  const guestPath = section === 'about-us' ? '/about' : LIST_FORMS[section as ContentListName].guestPath;

  return (
    <>
      <ScreenHeader title={t('dashboard.nav.content')} text={t('dashboard.content.intro')} actions={<PreviewLinks path={guestPath} />} />
      <Tabs aria-label={t('dashboard.content.sections')}>
        {SECTIONS.map((name) => (
          <Tab key={name} to={`/dashboard/content/${name}`} aria-current={name === section ? 'page' : undefined}>
            {label(name)}
          </Tab>
        ))}
      </Tabs>
      <h2>{label(section)}</h2>
      {section === 'about-us' ? <AboutForm /> : null}
      {section === 'terms' ? <TermsTitleForm /> : null}
      {section !== 'about-us' ? <ListEditor key={section} name={section} /> : null}
    </>
  );
}

const Tabs = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
`;

const Tab = styled(NavLink)`
  flex: none;
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.minTarget};
  padding: ${({ theme }) => theme.space(0, 3)};
  border-bottom: 3px solid transparent;
  color: ${({ theme }) => theme.colors.deepSea};
  text-decoration: none;
  white-space: nowrap;
  &[aria-current='page'] {
    border-bottom-color: ${({ theme }) => theme.colors.coral};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;
