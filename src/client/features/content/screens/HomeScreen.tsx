import { lazy, Suspense, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { AfterFirstPaint } from '../../../ui/AfterFirstPaint';
import { Reserved, WhenNear } from '../../../ui/WhenNear';
import { catalogueApi } from '../../catalogue/catalogueApi';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { FeaturedHuts } from '../../catalogue/components/HomeCatalogue';
import { Hero } from '../components/Hero';

// The sections further down come as the visitor scrolls towards them: a first visit loads the hero and the
// featured huts (which a phone shows under the hero) and nothing it does not show.
const HomeBelow = lazy(() => import(/* webpackChunkName: "home-below" */ '../components/HomeBelow'));

export default function HomeScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('home.title'));
  // Features do not import the app shell's typed hooks; RTK Query's thunks need only a thunk dispatch.
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  const prefetch = useCallback(() => [dispatch(catalogueApi.endpoints.getHomeHuts.initiate())], [dispatch]);
  return (
    <>
      <Hero />
      {/* The hero is the first view (and the page's largest paint): it paints before the sections below render. */}
      <AfterFirstPaint prefetch={prefetch}>
        <FeaturedHuts />
        <WhenNear>
          <Suspense fallback={<Reserved $height="100vh" aria-hidden="true" />}>
            <HomeBelow />
          </Suspense>
        </WhenNear>
      </AfterFirstPaint>
    </>
  );
}
