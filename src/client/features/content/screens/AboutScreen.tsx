import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { AboutUsSection } from '../components/AboutUsSection';
import { BlocksSection } from '../components/BlocksSection';
import { PageHeader } from '../../../ui/PageHeader';
import { PartnersStrip } from '../components/PartnersStrip';
import { SpecialSection } from '../components/SpecialSection';
import { useGetOurServicesQuery, useGetStoriesQuery } from '../contentApi';

export default function AboutScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('about.title'));
  const stories = useGetStoriesQuery();
  const services = useGetOurServicesQuery();
  return (
    <>
      <PageHeader eyebrow={t('about.eyebrow')} title={t('about.heading')} lead={t('about.lead')} />
      <AboutUsSection />
      <BlocksSection
        tone="sand"
        title={t('about.storyTitle')}
        eyebrow={t('about.storyEyebrow')}
        query={stories}
        fallbackImage="/media/content/story"
        fallbackCount={3}
        layout="alternate"
      />
      <BlocksSection
        title={t('about.servicesTitle')}
        eyebrow={t('about.servicesEyebrow')}
        query={services}
        fallbackImage="/media/content/service"
        fallbackCount={4}
      />
      <SpecialSection tone="sand" />
      <PartnersStrip />
    </>
  );
}
