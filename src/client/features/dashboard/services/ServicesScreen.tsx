import { useTranslation } from 'react-i18next';
import { useSupplierId } from '../supplier/useSupplierId';
import { CatalogueListScreen } from '../events/CatalogueListScreen';
import { useGetServicesQuery } from './servicesApi';

/** /dashboard/services: every supplier service with its next session. */
export default function ServicesScreen() {
  const { t } = useTranslation();
  return (
    <CatalogueListScreen
      area="services"
      title={t('dashboard.nav.services')}
      intro={useSupplierId() ? t('dashboard.supplier.servicesIntro') : t('dashboard.services.intro')}
      newLabel={t('dashboard.services.new')}
      useList={useGetServicesQuery}
    />
  );
}
