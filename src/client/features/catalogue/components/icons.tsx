import type { ReactNode } from 'react';

type Props = { size?: number };

const icon = (paths: ReactNode) =>
  function CatalogueIcon({ size = 18 }: Props) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.6}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        style={{ flex: 'none' }}
      >
        {paths}
      </svg>
    );
  };

export const BedIcon = icon(<path d="M3 18V7M3 14h18v4M21 14v-2.5A2.5 2.5 0 0018.5 9H11v5M7 11.5a1.5 1.5 0 100-.01" />);
export const BathIcon = icon(<path d="M4 12h16v2a5 5 0 01-5 5H9a5 5 0 01-5-5v-2zM6 12V6a2 2 0 014 0M7 19l-1 2M17 19l1 2" />);
export const ClockIcon = icon(
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </>,
);
export const PinIcon = icon(
  <>
    <path d="M12 21s-6.5-6-6.5-11a6.5 6.5 0 0113 0c0 5-6.5 11-6.5 11z" />
    <circle cx="12" cy="10" r="2.3" />
  </>,
);
export const SeatIcon = icon(<path d="M7 4v9h10M7 13l-1 7M17 13v7M9 13v-3h6" />);
export const AreaIcon = icon(<path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />);
