import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { GateResult } from '../../../../shared/schemas/dashboard/checkin';
import { Button } from '../../../ui/Button';
import { FileField, FormAlert, TextField } from '../../../ui/form';
import { toAsciiDigits } from '../../../ui/form/digits';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { detailOf } from '../components/formErrors';
import { ScreenHeader } from '../components/ScreenHeader';
import { useCheckInGuestMutation, useCheckOutGuestMutation, useRedeemTicketMutation, useVerifyTicketMutation } from './checkinApi';
import { GateResultPanel } from './GateResultPanel';
import { decodeQrFile } from './qrDecoder';
import { useQrCamera } from './useQrCamera';

/** Check-in at the gate: scan the e-ticket's QR with the camera or from a photo, or type the booking code. */
export default function ScanScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('dashboard.nav.scan'));
  const [typed, setTyped] = useState('');
  const [photoName, setPhotoName] = useState<string | null>(null);
  const [photoProblem, setPhotoProblem] = useState<string | null>(null);
  const [result, setResult] = useState<GateResult | null>(null);
  const [justCheckedIn, setJustCheckedIn] = useState(false);
  const [justCheckedOut, setJustCheckedOut] = useState(false);
  const lastCode = useRef('');
  const resultRef = useRef<HTMLDivElement>(null);
  const [verify, verifying] = useVerifyTicketMutation();
  const [checkIn, checkingIn] = useCheckInGuestMutation();
  const [checkOut, checkingOut] = useCheckOutGuestMutation();
  const [redeem, redeeming] = useRedeemTicketMutation();

  const show = (next: GateResult, checkedInNow = false, checkedOutNow = false) => {
    setResult(next);
    setJustCheckedIn(checkedInNow);
    setJustCheckedOut(checkedOutNow);
    // The answer is what the gate reads next: bring it into view and to the screen reader.
    window.requestAnimationFrame(() => {
      resultRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
      resultRef.current?.focus({ preventScroll: true });
    });
  };

  const lookUp = useCallback(
    async (code: string) => {
      lastCode.current = code;
      checkingIn.reset();
      checkingOut.reset();
      redeeming.reset();
      const answer = await verify(code);
      if ('data' in answer && answer.data) show(answer.data);
    },
    // The mutations' reset functions are stable; the results themselves change on every call.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [verify],
  );

  const camera = useQrCamera((text) => void lookUp(text));

  const onTyped = (event: FormEvent) => {
    event.preventDefault();
    const code = toAsciiDigits(typed).trim();
    if (code) void lookUp(code);
  };

  const onPhoto = async (file: File | null) => {
    setPhotoName(file?.name ?? null);
    setPhotoProblem(null);
    if (!file) return;
    const text = await decodeQrFile(file).catch(() => null);
    if (text) void lookUp(text);
    else setPhotoProblem(t('dashboard.scan.photoNoCode'));
  };

  const onCheckIn = async (bookingId: number) => {
    const answer = await checkIn(bookingId);
    if ('data' in answer && answer.data) show(answer.data, true);
    else if (lastCode.current) {
      // Someone else was first (or the booking changed): show the booking as it is now, with the reason on top.
      const fresh = await verify(lastCode.current);
      if ('data' in fresh && fresh.data) setResult(fresh.data);
    }
  };

  const onCheckOut = async (bookingId: number) => {
    const answer = await checkOut({ id: bookingId, via: 'scan' });
    if ('data' in answer && answer.data) show(answer.data, false, true);
    else if (lastCode.current) {
      const fresh = await verify(lastCode.current);
      if ('data' in fresh && fresh.data) setResult(fresh.data);
    }
  };

  const onRedeem = async (ticketId: number) => {
    const answer = await redeem({ id: ticketId, quantity: 1 });
    if ('data' in answer && answer.data) setResult(answer.data);
    else if (lastCode.current) {
      const fresh = await verify(lastCode.current);
      if ('data' in fresh && fresh.data) setResult(fresh.data);
    }
  };

  const cameraMessage =
    camera.state === 'denied'
      ? t('dashboard.scan.cameraDenied')
      : camera.state === 'unavailable'
        ? t('dashboard.scan.cameraUnavailable')
        : null;
  const cameraOn = camera.state === 'on' || camera.state === 'starting';

  return (
    <>
      <ScreenHeader title={t('dashboard.scan.title')} text={t('dashboard.scan.intro')} />
      <Layout>
        <Inputs>
          <Viewfinder $on={cameraOn}>
            <video ref={camera.videoRef} muted playsInline aria-label={t('dashboard.scan.cameraView')} />
            {cameraOn ? <p>{t('dashboard.scan.cameraHint')}</p> : null}
          </Viewfinder>
          <Button $block $size="lg" onClick={() => (cameraOn ? camera.stop() : void camera.start())}>
            {cameraOn ? t('dashboard.scan.stopCamera') : t('dashboard.scan.startCamera')}
          </Button>
          <FormAlert tone="info" messages={cameraMessage} />
          <FileField
            label={t('dashboard.scan.photo')}
            accept="image/*"
            capture="environment"
            onFile={(file) => void onPhoto(file)}
            fileName={photoName}
            chooseLabel={t('dashboard.scan.choosePhoto')}
            noFileLabel={t('dashboard.scan.noPhoto')}
            error={photoProblem}
          />
          <form onSubmit={onTyped} noValidate>
            <TextField
              label={t('dashboard.scan.codeLabel')}
              hint={t('dashboard.scan.codeHint')}
              value={typed}
              dir="ltr"
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => setTyped(event.target.value)}
            />
            <Button type="submit" $block disabled={verifying.isLoading || !typed.trim()}>
              {t('dashboard.scan.verify')}
            </Button>
          </form>
        </Inputs>
        <Answer ref={resultRef} tabIndex={-1} aria-live="polite">
          <FormAlert
            messages={detailOf(verifying.error) ?? detailOf(checkingIn.error) ?? detailOf(checkingOut.error) ?? detailOf(redeeming.error)}
          />
          {result ? (
            <GateResultPanel
              result={result}
              justCheckedIn={justCheckedIn}
              justCheckedOut={justCheckedOut}
              busy={checkingIn.isLoading || checkingOut.isLoading || redeeming.isLoading}
              onCheckIn={(id) => void onCheckIn(id)}
              onCheckOut={(id) => void onCheckOut(id)}
              onRedeem={(id) => void onRedeem(id)}
            />
          ) : null}
        </Answer>
      </Layout>
    </>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 380px) minmax(0, 1fr);
    align-items: start;
  }
`;

const Inputs = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  form {
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

const Viewfinder = styled.div<{ $on: boolean }>`
  display: ${({ $on }) => ($on ? 'grid' : 'none')};
  gap: ${({ theme }) => theme.space(2)};
  video {
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.card};
    background: ${({ theme }) => theme.colors.deepSea};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    text-align: center;
  }
`;

const Answer = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  &:focus {
    outline: none;
  }
`;
