import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../ui/Button';
import { ArrowRightIcon } from '../../../ui/icons';
import { Section } from '../../../ui/Section';
import { useGetRandomEventsQuery, useGetRandomServicesQuery } from '../catalogueApi';
import { EventCard } from './EventCard';
import { Cards, More } from './HomeCatalogue';
import { ServiceCard } from './ServiceCard';

// The home page's events and services, further down the page: they come with the rest of its lower sections.

/** A few upcoming events with seats left. */
export function UpcomingEvents() {
  const { t } = useTranslation();
  const query = useGetRandomEventsQuery();
  return (
    <Section tone="sand" eyebrow={t('catalogue.homeEventsEyebrow')} title={t('catalogue.homeEventsTitle')}>
      <Cards query={query} render={(event) => <EventCard event={event} />} />
      <More>
        <LinkButton to="/event" $variant="secondary">
          {t('catalogue.homeAllEvents')}
          <ArrowRightIcon size={18} />
        </LinkButton>
      </More>
    </Section>
  );
}

/** A few services from the resort's partners. */
export function FeaturedServices() {
  const { t } = useTranslation();
  const query = useGetRandomServicesQuery();
  return (
    <Section eyebrow={t('catalogue.homeServicesEyebrow')} title={t('catalogue.homeServicesTitle')}>
      <Cards query={query} render={(service) => <ServiceCard service={service} />} />
      <More>
        <LinkButton to="/services" $variant="secondary">
          {t('catalogue.homeAllServices')}
          <ArrowRightIcon size={18} />
        </LinkButton>
      </More>
    </Section>
  );
}
