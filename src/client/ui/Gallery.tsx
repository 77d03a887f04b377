import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatNumber } from './format';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon, ExpandIcon } from './icons';
import { Picture, type PictureVariant } from './Picture';
import { Portal } from './Portal';
import { useDialogFocusTrap } from './useDialogFocusTrap';
import { GALLERY_SIZES } from '../../shared/firstView';

/** Web sizes with `width`/`height` (the picture's own): the browser picks a size and reserves the space. */
export type GalleryImage = { src: string; alt: string; variants?: readonly PictureVariant[]; width?: number; height?: number };

type Props = { images: GalleryImage[]; label: string; width?: number; height?: number };

const SWIPE_DISTANCE = 40;

/**
 * Photos one at a time: arrow buttons, ← → keys and swipes move in the reading direction (so in Arabic
 * ← shows the next photo), thumbnails jump. Only the first photo loads eagerly. "Full screen" shows the
 * photo whole over the page (a modal dialog: the same arrows and keys, Escape or the close button go back).
 */
export function Gallery({ images, label, width = 1200, height = 800 }: Props) {
  const { t, i18n } = useTranslation();
  const rtl = i18n.dir(i18n.language) === 'rtl';
  const [index, setIndex] = useState(0);
  const [fullScreen, setFullScreen] = useState(false);
  const start = useRef<number | null>(null);
  const liveId = useId();
  const count = images.length;
  const go = (next: number) => setIndex(((next % count) + count) % count);
  const n = (value: number) => formatNumber(value, i18n.language);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const forward = (event.key === 'ArrowRight') !== rtl;
    go(index + (forward ? 1 : -1));
  };
  const onPointerDown = (event: PointerEvent) => {
    // A press on a button (an arrow, full screen) is not the start of a swipe.
    if ((event.target as HTMLElement).closest('button')) return;
    start.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (start.current === null) return;
    const dx = event.clientX - start.current;
    start.current = null;
    if (Math.abs(dx) < SWIPE_DISTANCE) return;
    // A swipe towards the reading start brings the next photo.
    go(index + (dx < 0 !== rtl ? 1 : -1));
  };

  if (count === 0) return null;
  return (
    <Wrap role="region" aria-roledescription={t('catalogue.gallery')} aria-label={label}>
      <Stage
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (start.current = null)}
        aria-describedby={liveId}
      >
        <Track style={{ transform: `translateX(${(rtl ? 100 : -100) * index}%)` }}>
          {images.map((image, position) => (
            <Slide key={image.src + position} aria-hidden={position !== index}>
              <Picture
                src={image.src}
                variants={image.variants}
                sizes={GALLERY_SIZES}
                alt={image.alt}
                width={image.width}
                height={image.height}
                fallbackWidth={width}
                fallbackHeight={height}
                priority={position === 0}
                draggable={false}
              />
            </Slide>
          ))}
        </Track>
        {count > 1 ? (
          <>
            <Arrow type="button" $side="start" onClick={() => go(index - 1)} aria-label={t('catalogue.previousPhoto')}>
              <ChevronLeftIcon size={22} />
            </Arrow>
            <Arrow type="button" $side="end" onClick={() => go(index + 1)} aria-label={t('catalogue.nextPhoto')}>
              <ChevronRightIcon size={22} />
            </Arrow>
          </>
        ) : null}
        <Counter id={liveId} aria-live="polite">
          {t('catalogue.photoOf', { index: n(index + 1), count: n(count) })}
        </Counter>
        <Expand type="button" onClick={() => setFullScreen(true)} aria-haspopup="dialog">
          <ExpandIcon size={18} />
          <span>{t('catalogue.fullScreen')}</span>
        </Expand>
      </Stage>
      {fullScreen ? (
        <FullScreen
          image={images[index]}
          label={label}
          counter={t('catalogue.photoOf', { index: n(index + 1), count: n(count) })}
          many={count > 1}
          onMove={(step) => go(index + step)}
          onKeyDown={onKeyDown}
          onClose={() => setFullScreen(false)}
        />
      ) : null}
      {count > 1 ? (
        <Thumbs>
          {images.map((image, position) => (
            <li key={image.src + position}>
              <Thumb
                type="button"
                aria-label={t('catalogue.showPhoto', { index: n(position + 1), count: n(count) })}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => go(position)}
              >
                <Picture
                  src={image.src}
                  variants={image.variants}
                  width={image.width}
                  height={image.height}
                  fallbackWidth={120}
                  fallbackHeight={80}
                  sizes="88px"
                  alt=""
                />
              </Thumb>
            </li>
          ))}
        </Thumbs>
      ) : null}
    </Wrap>
  );
}

export default Gallery;

type FullScreenProps = {
  image: GalleryImage;
  label: string;
  counter: string;
  many: boolean;
  onMove: (step: number) => void;
  onKeyDown: (event: KeyboardEvent) => void;
  onClose: () => void;
};

/** One photo as large as the screen allows, whole (not cropped), on a dark ground. */
function FullScreen({ image, label, counter, many, onMove, onKeyDown, onClose }: FullScreenProps) {
  const { t } = useTranslation();
  const boxRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useDialogFocusTrap(boxRef, { active: true, onClose, initialFocus: closeRef, restoreFocus: true });
  return (
    <Portal>
      <Viewer ref={boxRef} role="dialog" aria-modal="true" aria-label={label} onKeyDown={onKeyDown}>
        <Picture
          src={image.src}
          variants={image.variants}
          sizes="100vw"
          alt={image.alt}
          width={image.width}
          height={image.height}
          fallbackWidth={1600}
          fallbackHeight={1067}
          priority
        />
        <ViewerBar>
          <p aria-live="polite">{counter}</p>
          <ViewerButton ref={closeRef} type="button" onClick={onClose}>
            <CloseIcon size={20} />
            <span>{t('common.close')}</span>
          </ViewerButton>
        </ViewerBar>
        {many ? (
          <>
            <Arrow type="button" $side="start" onClick={() => onMove(-1)} aria-label={t('catalogue.previousPhoto')}>
              <ChevronLeftIcon size={22} />
            </Arrow>
            <Arrow type="button" $side="end" onClick={() => onMove(1)} aria-label={t('catalogue.nextPhoto')}>
              <ChevronRightIcon size={22} />
            </Arrow>
          </>
        ) : null}
      </Viewer>
    </Portal>
  );
}

const Wrap = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Stage = styled.div`
  position: relative;
  overflow: hidden;
  aspect-ratio: 3 / 2;
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.sand};
  touch-action: pan-y;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.lagoon};
    outline-offset: 3px;
  }
`;

const Track = styled.div`
  display: flex;
  height: 100%;
  transition: transform ${({ theme }) => `${theme.motion.slow} ${theme.motion.easing}`};
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Slide = styled.div`
  flex: 0 0 100%;
  height: 100%;
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
    user-select: none;
  }
`;

const Arrow = styled.button<{ $side: 'start' | 'end' }>`
  position: absolute;
  top: 50%;
  ${({ $side }) => ($side === 'start' ? 'left: 12px;' : 'right: 12px;')}
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  margin-top: -22px;
  border: 0;
  border-radius: 50%;
  background: rgba(251, 250, 247, 0.92);
  color: ${({ theme }) => theme.colors.deepSea};
  box-shadow: ${({ theme }) => theme.shadow};
  cursor: pointer;
`;

const Counter = styled.p`
  position: absolute;
  bottom: 12px;
  right: 12px;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.scrim};
  color: ${({ theme }) => theme.colors.foam};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Thumbs = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-x: auto;
`;

const Thumb = styled.button`
  display: block;
  width: 88px;
  padding: 0;
  border: 2px solid transparent;
  border-radius: 10px;
  overflow: hidden;
  background: none;
  cursor: pointer;
  opacity: 0.7;
  &[aria-current='true'] {
    border-color: ${({ theme }) => theme.colors.lagoon};
    opacity: 1;
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 3 / 2;
    object-fit: cover;
  }
`;

/** The light pill buttons over a picture: "Full screen" on the gallery, close and arrows in the viewer. */
const ViewerButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: ${({ theme }) => theme.minTarget};
  padding: ${({ theme }) => theme.space(0, 3)};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(251, 250, 247, 0.92);
  color: ${({ theme }) => theme.colors.deepSea};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;
`;

const Expand = styled(ViewerButton)`
  position: absolute;
  top: 12px;
  right: 12px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  box-shadow: ${({ theme }) => theme.shadow};
`;

const Viewer = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: grid;
  place-items: center;
  background: #06161f;
  outline: none;
  img {
    display: block;
    max-width: 100vw;
    max-height: 100vh;
    width: auto;
    height: auto;
    object-fit: contain;
  }
`;

const ViewerBar = styled.div`
  position: absolute;
  top: 0;
  right: 0;
  left: 0;
  display: flex;
  justify-content: space-between;
  align-items: center;
  padding: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.foam};
  p {
    margin: 0;
    padding: 2px 10px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.scrim};
  }
`;
