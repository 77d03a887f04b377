import { useCallback, useEffect, useRef, useState } from 'react';
import { decodeQrFrom } from './qrDecoder';

export type CameraState = 'off' | 'starting' | 'on' | 'denied' | 'unavailable';

/**
 * The back camera in a <video>, read a few times a second until a QR code is found; then the camera
 * stops and `onCode` gets the text. Stops when the screen closes.
 */
export function useQrCamera(onCode: (text: string) => void) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const timerRef = useRef<number | null>(null);
  const [state, setState] = useState<CameraState>('off');
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  }, [onCode]);

  const stop = useCallback(() => {
    if (timerRef.current !== null) window.clearTimeout(timerRef.current);
    timerRef.current = null;
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
    setState((current) => (current === 'on' || current === 'starting' ? 'off' : current));
  }, []);

  const start = useCallback(async () => {
    if (!navigator.mediaDevices?.getUserMedia) {
      setState('unavailable');
      return;
    }
    setState('starting');
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
      streamRef.current = stream;
      const video = videoRef.current;
      if (!video) return stop();
      video.srcObject = stream;
      await video.play().catch(() => undefined);
      setState('on');
      const tick = async () => {
        if (!streamRef.current) return;
        const text = video.videoWidth > 0 ? await decodeQrFrom(video, video.videoWidth, video.videoHeight).catch(() => null) : null;
        if (!streamRef.current) return;
        if (text) {
          stop();
          onCodeRef.current(text);
          return;
        }
        timerRef.current = window.setTimeout(() => void tick(), 250);
      };
      void tick();
    } catch (error) {
      stop();
      setState((error as { name?: string }).name === 'NotAllowedError' ? 'denied' : 'unavailable');
    }
  }, [stop]);

  useEffect(() => stop, [stop]);
  return { videoRef, state, start, stop };
}
