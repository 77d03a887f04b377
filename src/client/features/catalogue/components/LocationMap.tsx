import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatNumber } from '../../../ui/format';

type Props = { latitude: number | null; longitude: number | null; label: string };

const W = 640;
const H = 360;
/** The plan covers about 3 × 4 km around the nearest grid point, so huts near each other sit apart. */
const SPAN_LAT = 0.03;
const SPAN_LON = 0.04;
const snap = (value: number, step: number) => Math.round(value / step) * step;

/**
 * A stylised plan of the shore drawn for the project (no map tiles leave the origin): sea to the west,
 * the dunes to the east, the reef offshore and a pin at the hut. Maps do not mirror in Arabic.
 */
export function LocationMap({ latitude, longitude, label }: Props) {
  const { t, i18n } = useTranslation();
  const id = useId().replace(/:/g, '');
  const known = latitude !== null && longitude !== null;
  const north = known ? snap(latitude, 0.02) + SPAN_LAT / 2 : 0;
  const west = known ? snap(longitude, 0.02) - SPAN_LON / 2 : 0;
  const x = known ? ((longitude - west) / SPAN_LON) * W : W * 0.5;
  const y = known ? ((north - latitude) / SPAN_LAT) * H : H * 0.5;
  // The shore runs north–south just east of the hut: huts stand on the lagoon's edge.
  const shore = x + 70;
  const coast = `M${shore + 40} 0 C ${shore - 30} 60, ${shore + 50} 120, ${shore} 180 S ${shore + 20} 300, ${shore - 20} ${H} L ${W} ${H} L ${W} 0 Z`;
  const coord = (value: number) => formatNumber(value, i18n.language, { maximumFractionDigits: 4, minimumFractionDigits: 4 });
  return (
    <Figure>
      <svg viewBox={`0 0 ${W} ${H}`} width={W} height={H} role="img" aria-label={label} direction="ltr">
        <defs>
          <linearGradient id={`${id}-sea`} x1="0" x2="1" y1="0" y2="0">
            <stop offset="0" stopColor="#0B2A3C" />
            <stop offset="0.55" stopColor="#1F7A80" />
            <stop offset="1" stopColor="#7FC7C4" />
          </linearGradient>
          <pattern id={`${id}-dune`} width="24" height="12" patternUnits="userSpaceOnUse">
            <path d="M0 9 Q6 4 12 9 T24 9" fill="none" stroke="#E3D5BD" strokeWidth="1.2" />
          </pattern>
        </defs>
        <rect width={W} height={H} fill={`url(#${id}-sea)`} />
        <path d={coast} transform="translate(-18 0)" fill="#A8DAD5" opacity="0.7" />
        <path d={coast} fill="#F4EDE1" />
        <path d={coast} fill={`url(#${id}-dune)`} />
        <path
          d={`M${shore - 150} 0 C ${shore - 210} 90, ${shore - 120} 170, ${shore - 190} ${H}`}
          fill="none"
          stroke="#E07A5F"
          strokeOpacity="0.55"
          strokeWidth="3"
          strokeDasharray="2 9"
          strokeLinecap="round"
        />
        <text x="36" y={H - 32} fill="#F4EDE1" fontSize="18" fontStyle="italic" opacity="0.85">
          {t('huts.mapSea')}
        </text>
        <text x={shore - 140} y="28" fill="#F4EDE1" fontSize="13" opacity="0.8">
          {t('huts.mapReef')}
        </text>
        <g transform={`translate(${W - 44} 44)`} fill="none" stroke="#0B2A3C" strokeWidth="1.5">
          <circle r="18" fill="#FBFAF7" />
          <path d="M0 -12 L5 4 L0 1 L-5 4 Z" fill="#0B2A3C" />
          <text y="-22" textAnchor="middle" fontSize="11" fill="#0B2A3C" stroke="none">
            N
          </text>
        </g>
        {known ? (
          <g transform={`translate(${x} ${y})`}>
            <circle r="26" fill="#E07A5F" opacity="0.22" />
            <path
              d="M0 0 C -12 -16 -14 -22 -14 -28 A 14 14 0 1 1 14 -28 C 14 -22 12 -16 0 0 Z"
              fill="#E07A5F"
              stroke="#FBFAF7"
              strokeWidth="2.5"
            />
            <circle cy="-28" r="5" fill="#FBFAF7" />
          </g>
        ) : null}
      </svg>
      {known ? (
        <figcaption dir="ltr">
          {coord(latitude)}° N, {coord(longitude)}° E
        </figcaption>
      ) : null}
    </Figure>
  );
}

export default LocationMap;

const Figure = styled.figure`
  margin: 0;
  svg {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radii.card};
  }
  figcaption {
    margin-top: ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.muted};
    text-align: end;
  }
`;
