import type { ReactNode, SVGProps } from 'react';
import styled from 'styled-components';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'ref'> & { size?: number; title?: string };

/** Icons that point (arrows, chevrons) mirror in right-to-left; the rest never do. */
const Svg = styled.svg<{ $mirror?: boolean }>`
  flex: none;
  display: inline-block;
  vertical-align: middle;
  [dir='rtl'] & {
    transform: ${({ $mirror }) => ($mirror ? 'scaleX(-1)' : 'none')};
  }
`;

function makeIcon(paths: ReactNode, mirror = false, filled = false) {
  return function Icon({ size = 20, title, ...rest }: IconProps) {
    return (
      <Svg
        $mirror={mirror}
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill={filled ? 'currentColor' : 'none'}
        stroke={filled ? 'none' : 'currentColor'}
        strokeWidth={1.6}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden={title ? undefined : true}
        role={title ? 'img' : undefined}
        focusable="false"
        {...rest}
      >
        {title ? <title>{title}</title> : null}
        {paths}
      </Svg>
    );
  };
}

export const ChevronDownIcon = makeIcon(<path d="M6 9l6 6 6-6" />);
export const ChevronRightIcon = makeIcon(<path d="M9 6l6 6-6 6" />, true);
export const ChevronLeftIcon = makeIcon(<path d="M15 6l-6 6 6 6" />, true);
export const ArrowRightIcon = makeIcon(<path d="M5 12h14M13 6l6 6-6 6" />, true);
export const MenuIcon = makeIcon(<path d="M4 7h16M4 12h16M4 17h16" />);
export const CloseIcon = makeIcon(<path d="M6 6l12 12M18 6L6 18" />);
export const ExpandIcon = makeIcon(<path d="M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5" />);
export const GlobeIcon = makeIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
  </>,
);
export const UserIcon = makeIcon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 20c1.5-3.5 4.4-5 8-5s6.5 1.5 8 5" />
  </>,
);
export const CalendarIcon = makeIcon(
  <>
    <rect x="3.5" y="5" width="17" height="15" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </>,
);
export const GuestsIcon = makeIcon(
  <>
    <circle cx="9" cy="8" r="3.2" />
    <path d="M3 19c.9-3 3.2-4.6 6-4.6s5.1 1.6 6 4.6M16 5.2a3 3 0 010 5.6M18 14.8c1.4.7 2.4 2 3 4.2" />
  </>,
);
export const SearchIcon = makeIcon(
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M20 20l-4.2-4.2" />
  </>,
);
export const PhoneIcon = makeIcon(
  <path d="M5 4h3.5l1.6 4-2.2 1.4a11 11 0 005.7 5.7l1.4-2.2 4 1.6V18a2 2 0 01-2 2A15 15 0 013 6a2 2 0 012-2z" />,
);
export const MailIcon = makeIcon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3.5 6.5L12 13l8.5-6.5" />
  </>,
);
export const InstagramIcon = makeIcon(
  <>
    <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.3" cy="6.7" r="0.6" fill="currentColor" />
  </>,
);
export const XSocialIcon = makeIcon(<path d="M4 4l16 16M20 4L4 20" />);
export const WhatsappIcon = makeIcon(
  <>
    <path d="M4 20l1.3-4A8.5 8.5 0 1112 20.5a8.4 8.4 0 01-4-1z" />
    <path d="M9 9.5c0 3 2.5 5.5 5.5 5.5l1-1.5-2-1-1 .8a4 4 0 01-2-2l.8-1-1-2z" />
  </>,
);
export const StarIcon = makeIcon(<path d="M12 3.2l2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 17l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8z" />, false, true);
export const AlertIcon = makeIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5M12 16.5v.01" />
  </>,
);
export const RefreshIcon = makeIcon(<path d="M20 11a8 8 0 10-2.3 5.7M20 5v6h-6" />);
export const WaveIcon = makeIcon(<path d="M2 14c2.5 0 2.5-3 5-3s2.5 3 5 3 2.5-3 5-3 2.5 3 5 3" />);
export const MapPinIcon = makeIcon(
  <>
    <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0113 0c0 5.4-6.5 11-6.5 11z" />
    <circle cx="12" cy="10" r="2.5" />
  </>,
);
