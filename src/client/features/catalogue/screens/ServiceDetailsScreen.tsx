import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { formatNumber, formatPrice } from '../../../ui/format';
import { GuestsIcon, UserIcon } from '../../../ui/icons';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { useLocalized } from '../../../ui/useLocalized';
import { SaveButton } from '../../saved/SaveButton';
import NotFoundScreen from '../../shell/NotFoundScreen';
import { useGetServiceQuery } from '../catalogueApi';
import { DatesTable } from '../components/DatesTable';
import { DayTicketsPanel } from '../components/DayTicketsPanel';
import { DetailLayout, DetailSkeleton, MetaRow, Page, Prose } from '../components/DetailLayout';
import { queryFailure } from '../components/queryState';
import { usePhotos } from '../components/usePhotos';
import { positiveInt } from '../lib/params';

/** A service: who offers it, its story, price, group size and every upcoming date with seats left. */
export default function ServiceDetailsScreen() {
  const { t, i18n } = useTranslation();
  const { pick } = useLocalized();
  const id = positiveInt(useParams().id);
  const query = useGetServiceQuery(id ?? 0, { skip: id === undefined });
  const service = query.data;
  useDocumentTitle(service ? pick(service, 'title') : t('services.title'));
  const gallery = usePhotos(service ? pick(service, 'title') : '', service?.images, service?.image ?? null);
  if (id === undefined) return <NotFoundScreen />;
  const failure = queryFailure(query, { to: '/services', label: t('services.backToList') });
  if (failure) return <Page>{failure}</Page>;
  if (!service) return <DetailSkeleton label={t('a11y.loading')} />;
  const n = (value: number) => formatNumber(value, i18n.language);
  return (
    <DetailLayout
      back={{ to: '/services', label: t('services.backToList') }}
      title={pick(service, 'title')}
      action={
        <SaveButton
          variant="inline"
          item={{ kind: 'service', id: service.id, title: service.title, title_ar: service.title_ar, image: service.image }}
        />
      }
      gallery={gallery}
      meta={
        <MetaRow>
          <span>
            <UserIcon size={16} />
            {t('services.by', { name: pick(service.supplier, 'company_name') || pick(service.supplier, 'full_name') })}
          </span>
          <span>
            <GuestsIcon size={16} />
            {t('services.groupSize', { min: n(service.min_purchasable_quantity), max: n(service.max_purchasable_quantity) })}
          </span>
          {service.hut ? (
            <span>
              {t('events.atHut')} <Link to={`/huts/${service.hut.id}/details`}>{pick(service.hut, 'title')}</Link>
            </span>
          ) : null}
        </MetaRow>
      }
      aside={
        <>
          <MetaRow>
            <strong>{t('events.pricePerPerson', { price: formatPrice(service.price, i18n.language) })}</strong>
          </MetaRow>
          <DayTicketsPanel
            kind="service"
            offerId={service.id}
            terms={service.day_visit}
            sessions={service.dates}
            limits={{ min: service.min_purchasable_quantity, max: service.max_purchasable_quantity }}
          />
          <DatesTable dates={service.dates} caption={t('services.dates')} />
        </>
      }
    >
      <Prose>{pick(service, 'description')}</Prose>
    </DetailLayout>
  );
}
