import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { StaySearchForm, type StaySearch } from '../../../ui/StaySearchForm';

export type HutFilter = StaySearch;

/** Dates and guests for the hut list; applied on submit so the URL changes once per search. */
export function HutsFilter({ value, onApply, onClear }: { value: HutFilter; onApply: (filter: HutFilter) => void; onClear: () => void }) {
  const { t } = useTranslation();
  const active = !!(value.date_from || value.date_to || value.guests);
  return (
    <Filter value={value} onSubmit={onApply} allowAnyGuests label={t('huts.filterLabel')} submitLabel={t('huts.applyFilter')}>
      {active ? (
        <Button $variant="ghost" onClick={onClear}>
          {t('huts.clearFilters')}
        </Button>
      ) : null}
    </Filter>
  );
}

export default HutsFilter;

const Filter = styled(StaySearchForm)`
  margin-top: ${({ theme }) => theme.space(8)};
`;
