import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ErrorState } from '../../../ui/ErrorState';
import { UploadScope } from '../../../ui/form/uploads';
import { notify } from '../../../ui/notify';
import { Skeleton } from '../../../ui/Skeleton';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { useLocalized } from '../../../ui/useLocalized';
import { BackLink } from '../components/DetailParts';
import { detailOf, fieldErrors, isStale } from '../components/formErrors';
import { PictureManager } from '../components/PictureManager';
import { ScreenHeader } from '../components/ScreenHeader';
import { useStaleEdit } from '../components/useStaleEdit';
import { ChannelsPanel } from './ChannelsPanel';
import { HutForm } from './HutForm';
import { draftOf, emptyHut, inputOf, type HutDraft } from './hutForm';
import { useCreateHutMutation, useGetStaffHutQuery, useUpdateHutMutation } from './hutsApi';

/** /dashboard/huts/new and /dashboard/huts/:id: the hut form, and once the hut exists its pictures. */
export default function HutFormScreen() {
  const { t } = useTranslation();
  const { pick } = useLocalized();
  const navigate = useNavigate();
  const { id: idParam } = useParams();
  const id = idParam && idParam !== 'new' ? Number(idParam) : null;
  const hut = useGetStaffHutQuery(id ?? 0, { skip: id === null });
  const [create, created] = useCreateHutMutation();
  const [update, updated] = useUpdateHutMutation();
  const mutation = id === null ? created : updated;
  const stale = useStaleEdit({
    error: updated.error,
    latest: hut.data ? draftOf(hut.data) : null,
    refetch: hut.refetch,
    reset: updated.reset,
  });
  const title = id === null ? t('dashboard.huts.new') : hut.data ? pick(hut.data, 'title') : t('dashboard.nav.huts');
  useDocumentTitle(title);

  const save = async (draft: HutDraft) => {
    const body = inputOf(draft);
    if (id === null) {
      const result = await create(body);
      if ('data' in result && result.data) {
        notify('success', t('dashboard.common.saved'));
        navigate(`/dashboard/huts/${result.data.id}`, { replace: true });
      }
      return;
    }
    const result = await update({ id, body: { ...body, is_active: body.is_active ?? false, version: hut.data!.version } });
    if (!('data' in result)) return;
    stale.saved();
    notify('success', t('dashboard.common.saved'));
  };

  if (id !== null && hut.isError) return <ErrorState onRetry={hut.refetch} />;
  return (
    <UploadScope>
      <BackLink to="/dashboard/huts">{t('dashboard.huts.backToList')}</BackLink>
      <ScreenHeader title={title} text={id === null ? t('dashboard.huts.newIntro') : undefined} />
      {id !== null && !hut.data ? (
        <Skeleton $height="320px" />
      ) : (
        <Columns>
          <HutForm
            key={`${id ?? 'new'}-${stale.formKey}`}
            initial={stale.initial ?? emptyHut}
            busy={mutation.isLoading}
            errors={fieldErrors(mutation.error)}
            alert={isStale(mutation.error) ? undefined : detailOf(mutation.error)}
            onSubmit={save}
            edit={stale.edit}
            missing={hut.data?.missing}
          />
          {hut.data ? (
            <PictureManager area="huts" owner={{ id: hut.data.id, images: hut.data.images, cover: hut.data.main_image }} />
          ) : (
            <Hint>{t('dashboard.huts.imagesAfterSave')}</Hint>
          )}
        </Columns>
      )}
      {hut.data ? <ChannelsPanel hutId={hut.data.id} /> : null}
    </UploadScope>
  );
}

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(280px, 1fr);
    align-items: start;
  }
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;
