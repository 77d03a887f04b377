import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import type { ServiceInput, StaffService } from '../../../../shared/schemas/dashboard/services';
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
import { SessionTicketsList } from '../supplier/SessionTicketsList';
import { SessionsEditor } from '../events/SessionsEditor';
import { ServiceForm } from './ServiceForm';
import {
  useAddServiceSessionMutation,
  useCancelServiceSessionMutation,
  useCreateServiceMutation,
  useGetStaffServiceQuery,
  useUpdateServiceMutation,
  useUpdateServiceSessionMutation,
} from './servicesApi';

const blank: ServiceInput = {
  supplier_id: 0,
  hut_id: null,
  title: '',
  title_ar: '',
  description: '',
  description_ar: '',
  image: null,
  price: '',
  capacity: 10,
  min_purchasable_quantity: 1,
  max_purchasable_quantity: 10,
  is_active: false,
};
const inputOf = ({ id: _id, sessions: _s, version: _v, images: _i, missing: _m, ...service }: StaffService): ServiceInput => service;

/** /dashboard/services/new and /dashboard/services/:id: the service form and, once it exists, its sessions. */
export default function ServiceFormScreen() {
  const { t } = useTranslation();
  const { pick } = useLocalized();
  const navigate = useNavigate();
  const { id: idParam } = useParams();
  const id = idParam && idParam !== 'new' ? Number(idParam) : null;
  const service = useGetStaffServiceQuery(id ?? 0, { skip: id === null });
  const [create, created] = useCreateServiceMutation();
  const [update, updated] = useUpdateServiceMutation();
  const [addSession] = useAddServiceSessionMutation();
  const [saveSession] = useUpdateServiceSessionMutation();
  const [cancelSession] = useCancelServiceSessionMutation();
  const call = id === null ? created : updated;
  const stale = useStaleEdit({
    error: updated.error,
    latest: service.data ? inputOf(service.data) : null,
    refetch: service.refetch,
    reset: updated.reset,
  });
  const title = id === null ? t('dashboard.services.new') : service.data ? pick(service.data, 'title') : t('dashboard.nav.services');
  useDocumentTitle(title);

  const save = async (input: ServiceInput) => {
    const result =
      id === null
        ? await create(input)
        : await update({ id, body: { ...input, is_active: input.is_active ?? false, version: service.data!.version } });
    if (!('data' in result) || !result.data) return;
    stale.saved();
    notify('success', t('dashboard.common.saved'));
    if (id === null) navigate(`/dashboard/services/${result.data.id}`, { replace: true });
  };

  if (id !== null && service.isError) return <ErrorState onRetry={service.refetch} />;
  if (id !== null && !service.data) return <Skeleton $height="320px" />;
  return (
    <UploadScope>
      <ScreenHeader title={title} />
      <ServiceForm
        key={`${id ?? 'new'}-${stale.formKey}`}
        initial={stale.initial ?? blank}
        busy={call.isLoading}
        errors={fieldErrors(call.error)}
        alert={isStale(call.error) ? undefined : detailOf(call.error)}
        onSubmit={save}
        withPicture={id === null}
        edit={stale.edit}
        missing={service.data?.missing}
      />
      {service.data && id !== null ? (
        <PictureManager area="services" owner={{ id, images: service.data.images, cover: service.data.image }} />
      ) : null}
      {service.data && id !== null ? <DayVisitEditor area="services" id={id} /> : null}
      {service.data && id !== null ? (
        <SessionsEditor
          sessions={service.data.sessions}
          withQuantities={false}
          priceOptional
          onAdd={(values) => addSession({ id, body: { date: values.date, price: values.price, capacity: values.capacity } })}
          onSave={(sessionId, values) =>
            saveSession({
              id,
              sessionId,
              body: { date: values.date, price: values.price, capacity: values.capacity, version: values.version },
            })
          }
          onCancel={(sessionId) => cancelSession({ id, sessionId })}
          ticketsOf={(sessionId) => <SessionTicketsList area="services" id={id} sessionId={sessionId} />}
        />
      ) : null}
    </UploadScope>
  );
}
