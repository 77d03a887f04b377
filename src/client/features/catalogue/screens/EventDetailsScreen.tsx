import { useTranslation } from 'react-i18next';
import { mediaUrl } from '../../../api/mediaUrl';
import { Link, useParams } from 'react-router-dom';
import { formatDate, formatPrice } from '../../../ui/format';
import { CalendarIcon } from '../../../ui/icons';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { useLocalized } from '../../../ui/useLocalized';
import { SaveButton } from '../../saved/SaveButton';
import NotFoundScreen from '../../shell/NotFoundScreen';
import { useGetEventQuery } from '../catalogueApi';
import { DatesTable } from '../components/DatesTable';
import { DayTicketsPanel } from '../components/DayTicketsPanel';
import { DetailLayout, DetailSkeleton, IconList, MetaRow, Page, Prose } from '../components/DetailLayout';
import { PinIcon } from '../components/icons';
import { queryFailure } from '../components/queryState';
import { usePhotos } from '../components/usePhotos';
import { positiveInt } from '../lib/params';

/** An event: picture, story, what is included, notes, every upcoming date and the hut it belongs to. */
export default function EventDetailsScreen() {
  const { t, i18n } = useTranslation();
  const { pick } = useLocalized();
  const id = positiveInt(useParams().id);
  const query = useGetEventQuery(id ?? 0, { skip: id === undefined });
  const event = query.data;
  useDocumentTitle(event ? pick(event, 'title') : t('events.title'));
  const gallery = usePhotos(event ? pick(event, 'title') : '', event?.images, event?.image ?? null);
  if (id === undefined) return <NotFoundScreen />;
  const failure = queryFailure(query, { to: '/event', label: t('events.backToList') });
  if (failure) return <Page>{failure}</Page>;
  if (!event) return <DetailSkeleton label={t('a11y.loading')} />;
  const next = event.available_dates;
  return (
    <DetailLayout
      back={{ to: '/event', label: t('events.backToList') }}
      title={pick(event, 'title')}
      action={
        <SaveButton
          variant="inline"
          item={{ kind: 'event', id: event.id, title: event.title, title_ar: event.title_ar, image: event.image }}
        />
      }
      gallery={gallery}
      meta={
        <MetaRow>
          <span>
            <PinIcon size={16} />
            {pick(event, 'location')}
          </span>
          {event.hut ? (
            <span>
              {t('events.atHut')} <Link to={`/huts/${event.hut.id}/details`}>{pick(event.hut, 'title')}</Link>
            </span>
          ) : null}
        </MetaRow>
      }
      aside={
        <>
          {next ? (
            <MetaRow>
              <span>
                <CalendarIcon size={18} />
                {t('events.nextDate', { date: formatDate(next.date, i18n.language, { weekday: 'long', day: 'numeric', month: 'long' }) })}
              </span>
              <strong>{t('events.pricePerPerson', { price: formatPrice(next.price, i18n.language) })}</strong>
            </MetaRow>
          ) : null}
          <DayTicketsPanel
            kind="event"
            offerId={event.id}
            terms={event.day_visit}
            sessions={event.dates.map((row) => ({ ...row, min: row.min_purchasable_quantity, max: row.max_purchasable_quantity }))}
            limits={{ min: 1, max: 10 }}
          />
          <DatesTable dates={event.dates} caption={t('events.dates')} />
          {event.hut ? <Link to={`/huts/${event.hut.id}/details`}>{t('events.viewHut', { name: pick(event.hut, 'title') })}</Link> : null}
        </>
      }
    >
      <Prose>{pick(event, 'description')}</Prose>
      {event.includes.length ? (
        <section>
          <h2>{t('events.includes')}</h2>
          <IconList>
            {event.includes.map((item) => (
              <li key={item.description}>
                {item.icon ? <img src={mediaUrl(item.icon)} alt="" width={28} height={28} loading="lazy" /> : null}
                {pick(item, 'description')}
              </li>
            ))}
          </IconList>
        </section>
      ) : null}
      {event.notes.length ? (
        <section>
          <h2>{t('events.notes')}</h2>
          <ul>
            {event.notes.map((note) => (
              <li key={note.description}>{pick(note, 'description')}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </DetailLayout>
  );
}
