import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { FormAlert } from '../../../ui/form';
import { SaveButton } from './SaveButton';
import { StaleNotice } from './StaleNotice';
import type { StaleEdit } from './useStaleEdit';

type Props<Draft> = {
  busy: boolean;
  disabled?: boolean;
  edit?: StaleEdit<Draft>;
  /** The form's values now; the ones it was opened with are kept at the first render, to tell what changed. */
  draft: Draft;
};

/**
 * The end of a staff form: what stopped the last save that is about the whole record ("changed by
 * someone else", with Reload that keeps the edit) sits here, by Save, where the staff member is looking.
 */
export function SaveBar<Draft>({ busy, disabled, edit, draft }: Props<Draft>) {
  const { t } = useTranslation();
  // Not the form's `initial` prop: a refused save refetches the record, which changes that prop under the form.
  const [opened] = useState(draft);
  const kept = edit?.kept;
  return (
    <Bar>
      {edit?.stale ? <StaleNotice keepsEdit={edit.kept !== undefined} onReload={() => edit.reload(draft, opened)} /> : null}
      {kept && !edit.stale ? (
        <Kept>
          <FormAlert tone="info" messages={kept.applied ? t('dashboard.common.keptApplied') : t('dashboard.common.keptText')} />
          <Button type="button" $variant="secondary" onClick={kept.applied ? kept.showLatest : kept.apply}>
            {kept.applied ? t('dashboard.common.showLatest') : t('dashboard.common.reapply')}
          </Button>
        </Kept>
      ) : null}
      <SaveButton busy={busy} disabled={disabled} />
    </Bar>
  );
}

const Bar = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  justify-items: start;
`;

const Kept = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2, 3)};
  > div {
    flex: 1 1 16rem;
  }
`;
