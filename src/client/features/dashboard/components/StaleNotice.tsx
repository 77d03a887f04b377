import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { AlertIcon, RefreshIcon } from '../../../ui/icons';

/**
 * Shown when a save was refused because someone else changed the record first: nothing was overwritten;
 * reloading fetches their version. In a form (`keepsEdit`) the staff member's own edit is kept through the
 * reload, to compare or re-apply (see useStaleEdit); elsewhere (a list's order) there is nothing to keep.
 */
export function StaleNotice({ onReload, keepsEdit = false }: { onReload: () => void; keepsEdit?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box role="alert" data-form-problem tabIndex={-1}>
      <AlertIcon size={20} />
      <p>{keepsEdit ? t('dashboard.common.staleKeepsEdit') : t('dashboard.common.staleText')}</p>
      <Button type="button" $variant="secondary" onClick={onReload}>
        <RefreshIcon size={18} />
        {t('dashboard.common.reload')}
      </Button>
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3, 4)};
  border: 1px solid ${({ theme }) => theme.colors.coral};
  border-radius: ${({ theme }) => theme.radii.input};
  background: #fdf1ed;
  color: ${({ theme }) => theme.colors.ink};
  p {
    flex: 1;
    min-width: 12rem;
    margin: 0;
  }
`;
