import { useTranslation } from 'react-i18next';
import { useSupplierId } from '../supplier/useSupplierId';
import { CatalogueListScreen } from './CatalogueListScreen';
import { useGetEventsQuery } from './eventsApi';

/** /dashboard/events: every event with its next session. */
export default function EventsScreen() {
  const { t } = useTranslation();
  return (
    <CatalogueListScreen
      area="events"
      title={t('dashboard.nav.events')}
      intro={useSupplierId() ? t('dashboard.supplier.eventsIntro') : t('dashboard.events.intro')}
      newLabel={t('dashboard.events.new')}
      useList={useGetEventsQuery}
    />
  );
}
