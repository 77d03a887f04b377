import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ContentListEntry, ContentListName } from '../../../../shared/schemas/dashboard/content';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { FormAlert } from '../../../ui/form';
import { ChevronDownIcon } from '../../../ui/icons';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { RowActions } from '../components/RowActions';
import { detailOf, isStale } from '../components/formErrors';
import { StaleNotice } from '../components/StaleNotice';
import { useDeleteContentEntryMutation, useGetContentListQuery, useReorderContentMutation } from './contentAdminApi';
import { EntryForm } from './EntryForm';
import { LIST_FORMS } from './fields';

/** One list of the site's pages: its entries in display order, moved with up/down buttons, edited in place. */
export function ListEditor({ name }: { name: ContentListName }) {
  const { t, i18n } = useTranslation();
  const list = useGetContentListQuery(name);
  const [reorder, reordering] = useReorderContentMutation();
  const [remove, removing] = useDeleteContentEntryMutation();
  const [editing, setEditing] = useState<ContentListEntry | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ContentListEntry | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const form = LIST_FORMS[name];
  const arabic = i18n.language.startsWith('ar');
  const titleOf = (entry: ContentListEntry) => String((arabic && entry[`${form.titleField}_ar`]) || entry[form.titleField] || '');

  if (list.isError) return <ErrorState onRetry={list.refetch} />;
  const entries = list.data ?? [];

  /** Moves one entry to another place; buttons move by one, dragging (mouse) moves anywhere. */
  const moveTo = (from: number, to: number) => {
    if (from === to || to < 0 || to >= entries.length) return;
    const ids = entries.map((entry) => entry.id);
    const [moved] = ids.splice(from, 1);
    ids.splice(to, 0, moved);
    void reorder({ name, ids });
  };
  const move = (index: number, by: -1 | 1) => moveTo(index, index + by);
  /** After a refused reorder or delete; an entry open in its form keeps its edit (it reloads on its own). */
  const reload = () => {
    reordering.reset();
    removing.reset();
    void list.refetch();
  };

  return (
    <div>
      {isStale(reordering.error) || isStale(removing.error) ? (
        <StaleNotice onReload={reload} />
      ) : (
        <FormAlert messages={detailOf(removing.error)} />
      )}
      {editing === 'new' ? (
        <EntryForm name={name} entry={null} onDone={() => setEditing(null)} />
      ) : (
        <Button type="button" onClick={() => setEditing('new')}>
          {t('dashboard.content.addEntry')}
        </Button>
      )}
      {list.isSuccess && entries.length === 0 ? <EmptyState title={t('dashboard.content.emptyList')} /> : null}
      <List aria-busy={list.isFetching || reordering.isLoading || undefined}>
        {entries.map((entry, index) => (
          <li
            key={entry.id}
            draggable={editing === null && !reordering.isLoading}
            onDragStart={() => setDragged(index)}
            onDragOver={(event) => dragged !== null && event.preventDefault()}
            onDrop={() => {
              if (dragged !== null) moveTo(dragged, index);
              setDragged(null);
            }}
            onDragEnd={() => setDragged(null)}
          >
            {editing !== 'new' && editing?.id === entry.id ? (
              <EntryForm name={name} entry={entry} onDone={() => setEditing(null)} />
            ) : (
              <Row>
                <Order>
                  <IconButton
                    type="button"
                    aria-label={t('dashboard.content.moveUpNamed', { name: titleOf(entry) })}
                    disabled={index === 0 || reordering.isLoading}
                    onClick={() => move(index, -1)}
                  >
                    <Up size={18} />
                  </IconButton>
                  <IconButton
                    type="button"
                    aria-label={t('dashboard.content.moveDownNamed', { name: titleOf(entry) })}
                    disabled={index === entries.length - 1 || reordering.isLoading}
                    onClick={() => move(index, 1)}
                  >
                    <ChevronDownIcon size={18} />
                  </IconButton>
                </Order>
                <Title>{titleOf(entry)}</Title>
                <RowActions>
                  <Button
                    type="button"
                    $variant="secondary"
                    onClick={() => setEditing(entry)}
                    aria-label={t('dashboard.content.editNamed', { name: titleOf(entry) })}
                  >
                    {t('dashboard.common.edit')}
                  </Button>
                  <Button
                    type="button"
                    $variant="ghost"
                    onClick={() => setDeleting(entry)}
                    aria-label={t('dashboard.content.deleteNamed', { name: titleOf(entry) })}
                  >
                    {t('dashboard.common.delete')}
                  </Button>
                </RowActions>
              </Row>
            )}
          </li>
        ))}
      </List>
      {deleting ? (
        <ConfirmDialog
          title={t('dashboard.content.deleteTitle')}
          confirmLabel={t('dashboard.common.delete')}
          danger
          busy={removing.isLoading}
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            void remove({ name, id: deleting.id, version: deleting.version });
            setDeleting(null);
          }}
        >
          <p>{titleOf(deleting)}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(4, 0, 0)};
  padding: 0;
  list-style: none;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2, 3)};
  padding: ${({ theme }) => theme.space(2, 3)};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.white};
`;

const Order = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
`;

const IconButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: ${({ theme }) => theme.minTarget};
  height: ${({ theme }) => theme.minTarget};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.input};
  background: ${({ theme }) => theme.colors.foam};
  color: ${({ theme }) => theme.colors.deepSea};
  cursor: pointer;
  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
`;

const Up = styled(ChevronDownIcon)`
  transform: rotate(180deg);
`;

const Title = styled.span`
  flex: 1;
  min-width: 10rem;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;
