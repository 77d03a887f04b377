import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import type { EventInput, StaffEvent } from '../../../../shared/schemas/dashboard/events';
import { ErrorState } from '../../../ui/ErrorState';
import { UploadScope } from '../../../ui/form/uploads';
import { notify } from '../../../ui/notify';
import { Skeleton } from '../../../ui/Skeleton';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { useLocalized } from '../../../ui/useLocalized';
import { detailOf, fieldErrors, isStale } from '../components/formErrors';
import { PictureManager } from '../components/PictureManager';
import { DayVisitEditor } from '../components/DayVisitEditor';
import { ScreenHeader } from '../components/ScreenHeader';
import { useStaleEdit } from '../components/useStaleEdit';
import { EventForm } from './EventForm';
import {
  useAddEventSessionMutation,
  useCancelEventSessionMutation,
  useCreateEventMutation,
  useGetStaffEventQuery,
  useUpdateEventMutation,
  useUpdateEventSessionMutation,
} from './eventsApi';
import { SessionTicketsList } from '../supplier/SessionTicketsList';
import { SessionsEditor, type SessionValues } from './SessionsEditor';

const blank: EventInput = {
  title: '',
  title_ar: '',
  description: '',
  description_ar: '',
  image: null,
  location: '',
  location_ar: '',
  hut_id: null,
  supplier_id: null,
  is_active: false,
  includes: [],
  notes: [],
};
const inputOf = ({ id: _id, sessions: _s, version: _v, images: _i, missing: _m, ...event }: StaffEvent): EventInput => event;
const sessionBody = (values: SessionValues) => ({
  date: values.date,
  price: values.price ?? '',
  capacity: values.capacity,
  min_purchasable_quantity: values.min_purchasable_quantity ?? 1,
  max_purchasable_quantity: values.max_purchasable_quantity ?? 1,
});

/** /dashboard/events/new and /dashboard/events/:id: the event form and, once it exists, its sessions. */
export default function EventFormScreen() {
  const { t } = useTranslation();
  const { pick } = useLocalized();
  const navigate = useNavigate();
  const { id: idParam } = useParams();
  const id = idParam && idParam !== 'new' ? Number(idParam) : null;
  const event = useGetStaffEventQuery(id ?? 0, { skip: id === null });
  const [create, created] = useCreateEventMutation();
  const [update, updated] = useUpdateEventMutation();
  const [addSession] = useAddEventSessionMutation();
  const [saveSession] = useUpdateEventSessionMutation();
  const [cancelSession] = useCancelEventSessionMutation();
  const call = id === null ? created : updated;
  const stale = useStaleEdit({
    error: updated.error,
    latest: event.data ? inputOf(event.data) : null,
    refetch: event.refetch,
    reset: updated.reset,
  });
  const title = id === null ? t('dashboard.events.new') : event.data ? pick(event.data, 'title') : t('dashboard.nav.events');
  useDocumentTitle(title);

  const save = async (input: EventInput) => {
    const result =
      id === null
        ? await create(input)
        : await update({ id, body: { ...input, is_active: input.is_active ?? false, version: event.data!.version } });
    if (!('data' in result) || !result.data) return;
    stale.saved();
    notify('success', t('dashboard.common.saved'));
    if (id === null) navigate(`/dashboard/events/${result.data.id}`, { replace: true });
  };

  if (id !== null && event.isError) return <ErrorState onRetry={event.refetch} />;
  if (id !== null && !event.data) return <Skeleton $height="320px" />;
  return (
    <UploadScope>
      <ScreenHeader title={title} />
      <EventForm
        key={`${id ?? 'new'}-${stale.formKey}`}
        initial={stale.initial ?? blank}
        busy={call.isLoading}
        errors={fieldErrors(call.error)}
        alert={isStale(call.error) ? undefined : detailOf(call.error)}
        onSubmit={save}
        withPicture={id === null}
        edit={stale.edit}
        missing={event.data?.missing}
      />
      {event.data && id !== null ? (
        <PictureManager area="events" owner={{ id, images: event.data.images, cover: event.data.image }} />
      ) : null}
      {event.data && id !== null ? <DayVisitEditor area="events" id={id} /> : null}
      {event.data && id !== null ? (
        <SessionsEditor
          sessions={event.data.sessions}
          withQuantities
          priceOptional={false}
          onAdd={(values) => addSession({ id, body: sessionBody(values) })}
          onSave={(sessionId, values) => saveSession({ id, sessionId, body: { ...sessionBody(values), version: values.version } })}
          onCancel={(sessionId) => cancelSession({ id, sessionId })}
          ticketsOf={(sessionId) => <SessionTicketsList area="events" id={id} sessionId={sessionId} />}
        />
      ) : null}
    </UploadScope>
  );
}
