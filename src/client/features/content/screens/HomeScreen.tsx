import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { AfterFirstPaint } from '../../../ui/AfterFirstPaint';
import { catalogueApi } from '../../catalogue/catalogueApi';
import { contentApi } from '../contentApi';
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
  // Features do not import the app shell's typed hooks; RTK Query's thunks need only a thunk dispatch.
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  // Everything the sections below ask for, asked at once: they render when it is in.
  const prefetch = useCallback(
    () => [
      dispatch(catalogueApi.endpoints.getHomeHuts.initiate()),
      dispatch(contentApi.endpoints.getAboutUs.initiate()),
      dispatch(catalogueApi.endpoints.getRandomEvents.initiate()),
      dispatch(catalogueApi.endpoints.getRandomServices.initiate()),
      dispatch(contentApi.endpoints.getSpecialAboutUs.initiate()),
      dispatch(contentApi.endpoints.getTestimonials.initiate()),
      dispatch(contentApi.endpoints.getAvgRate.initiate()),
      dispatch(contentApi.endpoints.getFaq.initiate()),
      dispatch(contentApi.endpoints.getPartners.initiate()),
    ],
    [dispatch],
  );
  return (
    <>
      <Hero />
      {/* The hero is the first view (and the page's largest paint): it paints before the sections below render. */}
      <AfterFirstPaint prefetch={prefetch}>
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
