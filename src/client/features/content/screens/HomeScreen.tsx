import { useTranslation } from 'react-i18next';
import { AfterFirstPaint } from '../../../ui/AfterFirstPaint';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { FeaturedHuts, FeaturedServices, UpcomingEvents } from '../../catalogue/components/HomeCatalogue';
import { AboutTeaser } from '../components/AboutTeaser';
import { BookCta } from '../components/BookCta';
import { FaqSection } from '../components/FaqSection';
import { Hero } from '../components/Hero';
import { PartnersStrip } from '../components/PartnersStrip';
import { SpecialSection } from '../components/SpecialSection';
import { TestimonialsSection } from '../components/TestimonialsSection';

export default function HomeScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('home.title'));
  return (
    <>
      <Hero />
      {/* The hero is the first view (and the page's largest paint): it paints before the sections below render. */}
      <AfterFirstPaint>
        <FeaturedHuts />
        <AboutTeaser />
        <UpcomingEvents />
        <FeaturedServices />
        <SpecialSection tone="sand" />
        <TestimonialsSection />
        <FaqSection />
        <PartnersStrip />
        <BookCta />
      </AfterFirstPaint>
    </>
  );
}
