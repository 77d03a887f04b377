import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { StaffChannel } from '../../../../shared/schemas/dashboard/channels';
import { Bdi } from '../../../ui/Bdi';
import { Button } from '../../../ui/Button';
import { ErrorState } from '../../../ui/ErrorState';
import { FormAlert, TextField } from '../../../ui/form';
import { formatNumber } from '../../../ui/format';
import { notify } from '../../../ui/notify';
import { Skeleton } from '../../../ui/Skeleton';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { detailOf, fieldErrors } from '../components/formErrors';
import { ChannelStatus } from './ChannelStatus';
import {
  useAddChannelMutation,
  useGetHutChannelsQuery,
  useRemoveChannelMutation,
  useReplaceExportMutation,
  useSyncChannelsMutation,
} from './channelsApi';

type Asking = { kind: 'renew' } | { kind: 'revoke' } | { kind: 'remove'; channel: StaffChannel } | null;

/** The hut's channels (issue 24 §1): its calendar address for Airbnb and Booking.com, and their calendars imported here. */
export function ChannelsPanel({ hutId }: { hutId: number }) {
  const { t, i18n } = useTranslation();
  const channels = useGetHutChannelsQuery(hutId);
  const [add, added] = useAddChannelMutation();
  const [remove, removed] = useRemoveChannelMutation();
  const [sync, synced] = useSyncChannelsMutation();
  const [replaceExport, replaced] = useReplaceExportMutation();
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [asking, setAsking] = useState<Asking>(null);
  const errors = fieldErrors(added.error);

  const copy = async (address: string) => {
    try {
      await navigator.clipboard.writeText(address);
      notify('success', t('dashboard.channels.copied'));
    } catch {
      (document.getElementById('channel-export') as HTMLInputElement | null)?.select();
      notify('info', t('dashboard.channels.copyFailed'));
    }
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await add({ hutId, body: { name: name.trim(), url: url.trim() } });
    if ('data' in result && result.data) {
      setName('');
      setUrl('');
      notify('success', t('dashboard.channels.added'));
    }
  };
  const confirm = async () => {
    if (!asking) return;
    if (asking.kind === 'remove') {
      const result = await remove({ hutId, channelId: asking.channel.id });
      if (!('error' in result)) notify('success', t('dashboard.channels.removed'));
    } else await replaceExport({ hutId, revoke: asking.kind === 'revoke' });
    setAsking(null);
  };
  const syncNow = async () => {
    const result = await sync(hutId);
    if ('data' in result) notify('success', t('dashboard.channels.synced'));
  };

  return (
    <Section aria-labelledby="channels-title">
      <h2 id="channels-title">{t('dashboard.channels.title')}</h2>
      <Muted>{t('dashboard.channels.intro')}</Muted>
      {channels.isError ? (
        <ErrorState onRetry={channels.refetch} />
      ) : !channels.data ? (
        <Skeleton $height="160px" />
      ) : (
        <>
          <Block>
            {channels.data.export_url ? (
              <>
                <TextField
                  id="channel-export"
                  label={t('dashboard.channels.exportLabel')}
                  hint={t('dashboard.channels.exportHint')}
                  value={channels.data.export_url}
                  readOnly
                  dir="ltr"
                  onFocus={(event) => event.currentTarget.select()}
                />
                <Row>
                  <Button type="button" onClick={() => void copy(channels.data!.export_url!)}>
                    {t('dashboard.channels.copy')}
                  </Button>
                  <Button type="button" $variant="secondary" onClick={() => setAsking({ kind: 'renew' })}>
                    {t('dashboard.channels.renew')}
                  </Button>
                  <Button type="button" $variant="ghost" onClick={() => setAsking({ kind: 'revoke' })}>
                    {t('dashboard.channels.revoke')}
                  </Button>
                </Row>
              </>
            ) : (
              <Row>
                <Muted>{t('dashboard.channels.noExport')}</Muted>
                <Button
                  type="button"
                  $variant="secondary"
                  disabled={replaced.isLoading}
                  onClick={() => void replaceExport({ hutId, revoke: false })}
                >
                  {t('dashboard.channels.createExport')}
                </Button>
              </Row>
            )}
          </Block>

          <Block>
            <Row $spread>
              <h3>{t('dashboard.channels.importsTitle')}</h3>
              {channels.data.imports.length > 0 ? (
                <Button type="button" $variant="secondary" disabled={synced.isLoading} onClick={() => void syncNow()}>
                  {t('dashboard.channels.syncNow')}
                </Button>
              ) : null}
            </Row>
            {detailOf(synced.error ?? removed.error) ? <FormAlert messages={detailOf(synced.error ?? removed.error)} /> : null}
            {channels.data.imports.length === 0 ? (
              <Muted>{t('dashboard.channels.none')}</Muted>
            ) : (
              <List>
                {channels.data.imports.map((channel) => (
                  <Item key={channel.id}>
                    <Row $spread>
                      <Name>
                        <strong>
                          <Bdi dir="auto">{channel.name}</Bdi>
                        </strong>
                        <Address>
                          <Bdi>{channel.url}</Bdi>
                        </Address>
                      </Name>
                      <Button
                        type="button"
                        $variant="ghost"
                        aria-label={t('dashboard.channels.removeLabel', { name: channel.name })}
                        onClick={() => setAsking({ kind: 'remove', channel })}
                      >
                        {t('dashboard.channels.remove')}
                      </Button>
                    </Row>
                    <ChannelStatus hutId={hutId} channel={channel} />
                    {channel.conflicts > 0 ? (
                      <Warning role="note">
                        <Trans
                          i18nKey="dashboard.channels.conflicts"
                          count={channel.conflicts}
                          values={{ formatted: formatNumber(channel.conflicts, i18n.language) }}
                          components={{ a: <Link to="/dashboard/alerts" /> }}
                        />
                      </Warning>
                    ) : null}
                  </Item>
                ))}
              </List>
            )}
          </Block>

          <Block as="form" onSubmit={submit} aria-labelledby="channel-add-title" noValidate>
            <h3 id="channel-add-title">{t('dashboard.channels.addTitle')}</h3>
            {detailOf(added.error) ? <FormAlert messages={detailOf(added.error)} /> : null}
            <Fields>
              <TextField
                label={t('dashboard.channels.name')}
                hint={t('dashboard.channels.nameHint')}
                value={name}
                maxLength={60}
                onChange={(event) => setName(event.target.value)}
                error={errors.name}
                required
              />
              <TextField
                label={t('dashboard.channels.url')}
                hint={t('dashboard.channels.urlHint')}
                value={url}
                type="url"
                inputMode="url"
                dir="ltr"
                maxLength={2000}
                onChange={(event) => setUrl(event.target.value)}
                error={errors.url}
                required
              />
            </Fields>
            <div>
              <Button type="submit" disabled={added.isLoading || !name.trim() || !url.trim()}>
                {added.isLoading ? t('dashboard.channels.adding') : t('dashboard.channels.add')}
              </Button>
            </div>
          </Block>
        </>
      )}
      {asking ? (
        <ConfirmDialog
          title={
            asking.kind === 'remove'
              ? t('dashboard.channels.removeTitle', { name: asking.channel.name })
              : t(asking.kind === 'renew' ? 'dashboard.channels.renewTitle' : 'dashboard.channels.revokeTitle')
          }
          confirmLabel={
            asking.kind === 'remove'
              ? t('dashboard.channels.remove')
              : t(asking.kind === 'renew' ? 'dashboard.channels.renew' : 'dashboard.channels.revoke')
          }
          danger={asking.kind !== 'renew'}
          busy={removed.isLoading || replaced.isLoading}
          onConfirm={() => void confirm()}
          onCancel={() => setAsking(null)}
        >
          <p>
            {asking.kind === 'remove'
              ? t('dashboard.channels.removeText')
              : t(asking.kind === 'renew' ? 'dashboard.channels.renewText' : 'dashboard.channels.revokeText')}
          </p>
        </ConfirmDialog>
      ) : null}
    </Section>
  );
}

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
  margin-top: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.white};
  h2,
  h3,
  p {
    margin: 0;
  }
  h2 {
    color: ${({ theme }) => theme.colors.deepSea};
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Block = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.line};
`;

const Row = styled.div<{ $spread?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: ${({ $spread }) => ($spread ? 'space-between' : 'flex-start')};
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
`;

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
    align-items: start;
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.foam};
`;

const Name = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
  flex: 1 1 12rem;
`;

const Address = styled.span`
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

const Warning = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;
