import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { useUploads } from '../../../ui/form/uploads';
import { revealFirstProblem } from '../../../ui/form/validation';

type Queued = { form: HTMLFormElement; failures: number };

/**
 * A staff form's submit button that knows about the pictures still uploading in its scope: pressed (or
 * Enter pressed) while one is on its way, it says it is waiting and submits the form once the upload has
 * answered, so the saved record carries the picture. If that upload fails, nothing is saved and it says so.
 */
export function SaveButton({ busy, disabled, children }: { busy: boolean; disabled?: boolean; children?: ReactNode }) {
  const { t } = useTranslation();
  const { pending, failures } = useUploads();
  const [queued, setQueued] = useState<Queued | null>(null);
  const [failed, setFailed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wasBusy = useRef(busy);

  // A save that ended and left the form on screen was refused: show its first problem, wherever it is.
  useEffect(() => {
    if (wasBusy.current && !busy) revealFirstProblem(button.current?.form ?? null);
    wasBusy.current = busy;
  }, [busy]);

  useEffect(() => {
    if (!queued || pending > 0) return;
    setQueued(null);
    if (failures > queued.failures) setFailed(true);
    else queued.form.requestSubmit();
  }, [queued, pending, failures]);

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    setFailed(false);
    if (pending === 0) return;
    event.preventDefault();
    const { form } = event.currentTarget;
    if (form) setQueued({ form, failures });
  };

  const status = queued ? t('dashboard.common.savesAfterUploads') : failed ? t('dashboard.common.uploadFailedNotSaved') : '';
  return (
    <Wrap>
      <Button ref={button} type="submit" disabled={busy || disabled} aria-disabled={queued ? true : undefined} onClick={onClick}>
        {busy ? t('dashboard.common.saving') : queued ? t('dashboard.common.waitingForUploads') : (children ?? t('dashboard.common.save'))}
      </Button>
      <Status role="status" $failed={failed}>
        {status}
      </Status>
    </Wrap>
  );
}

const Wrap = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2, 3)};
`;

const Status = styled.p<{ $failed: boolean }>`
  margin: 0;
  color: ${({ theme, $failed }) => ($failed ? theme.colors.danger : theme.colors.muted)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
