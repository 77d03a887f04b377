import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { AfterFirstPaint } from '../../../ui/AfterFirstPaint';
import { catalogueApi } from '../../catalogue/catalogueApi';
import { FeaturedServices, UpcomingEvents } from '../../catalogue/components/HomeOffers';
import { contentApi } from '../contentApi';
import { AboutTeaser } from './AboutTeaser';
import { BookCta } from './BookCta';
import { FaqSection } from './FaqSection';
import { PartnersStrip } from './PartnersStrip';
import { SpecialSection } from './SpecialSection';
import { TestimonialsSection } from './TestimonialsSection';

/**
 * The home page below its hero and featured huts, loaded (code and answers) as the visitor scrolls towards it:
 * about the resort, events, services, the special offer, what guests say, questions, partners, the last call.
 */
export default function HomeBelow() {
  // Features do not import the app shell's typed hooks; RTK Query's thunks need only a thunk dispatch.
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  // Everything the sections ask for, asked at once: they render when it is in, one section per task.
  const prefetch = useCallback(
    () => [
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
    <AfterFirstPaint prefetch={prefetch}>
      <AboutTeaser />
      <UpcomingEvents />
      <FeaturedServices />
      <SpecialSection tone="sand" />
      <TestimonialsSection />
      <FaqSection />
      <PartnersStrip />
      <BookCta />
    </AfterFirstPaint>
  );
}
