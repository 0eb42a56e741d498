/** Small inline icons (decorative: hidden from assistive technology). */
type IconProps = { className?: string };

const base = {
  xmlns: 'http://www.w3.org/2000/svg',
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
};

export const CartIcon = ({ className }: IconProps) => (
  <svg {...base} className={className}>
    <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2" />
    <circle cx="9.5" cy="19.5" r="1.5" />
    <circle cx="17" cy="19.5" r="1.5" />
  </svg>
);
export const MenuIcon = ({ className }: IconProps) => (
  <svg {...base} className={className}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </svg>
);
export const CloseIcon = ({ className }: IconProps) => (
  <svg {...base} className={className}>
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
);
export const GlobeIcon = ({ className }: IconProps) => (
  <svg {...base} className={className}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </svg>
);
export const PhoneIcon = ({ className }: IconProps) => (
  <svg {...base} className={className}>
    <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
  </svg>
);
export const FacebookIcon = ({ className }: IconProps) => (
  <svg {...base} className={className}>
    <path d="M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V10H7v3h2v8h3v-8h2.5l.5-3h-3V7a1 1 0 0 1 1-1h2z" />
  </svg>
);
export const TwitterIcon = ({ className }: IconProps) => (
  <svg {...base} className={className}>
    <path d="M4 4l16 16M20 4L4 20" />
  </svg>
);
export const InstagramIcon = ({ className }: IconProps) => (
  <svg {...base} className={className}>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r="0.5" />
  </svg>
);
export const YoutubeIcon = ({ className }: IconProps) => (
  <svg {...base} className={className}>
    <rect x="2" y="5" width="20" height="14" rx="4" />
    <path d="M10 9l5 3-5 3z" />
  </svg>
);
export const ChevronLeftIcon = ({ className }: IconProps) => (
  <svg {...base} className={className}>
    <path d="M15 18l-6-6 6-6" />
  </svg>
);
export const ChevronRightIcon = ({ className }: IconProps) => (
  <svg {...base} className={className}>
    <path d="M9 18l6-6-6-6" />
  </svg>
);
export const EyeIcon = ({ className }: IconProps) => (
  <svg {...base} className={className}>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </svg>
);
export const SearchIcon = ({ className }: IconProps) => (
  <svg {...base} className={className}>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" />
  </svg>
);
export const PauseIcon = ({ className }: IconProps) => (
  <svg {...base} className={className}>
    <path d="M9 5v14M15 5v14" />
  </svg>
);
export const PlayIcon = ({ className }: IconProps) => (
  <svg {...base} className={className}>
    <path d="M7 5l12 7-12 7z" />
  </svg>
);
export const CheckIcon = ({ className }: IconProps) => (
  <svg {...base} className={className}>
    <path d="M5 12l5 5 9-10" />
  </svg>
);
export const CalendarIcon = ({ className }: IconProps) => (
  <svg {...base} className={className}>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </svg>
);
export const ClockIcon = ({ className }: IconProps) => (
  <svg {...base} className={className}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </svg>
);
export const MegaphoneIcon = ({ className }: IconProps) => (
  <svg {...base} className={className}>
    <path d="M3 10v4a1 1 0 0 0 1 1h3l6 4V5L7 9H4a1 1 0 0 0-1 1zM17 9a4 4 0 0 1 0 6" />
  </svg>
);
/** A prescription pad ("Rx"): a medicine sold against a prescription. */
export const PrescriptionIcon = ({ className }: IconProps) => (
  <svg {...base} className={className}>
    <path d="M6 3h12v18H6z" />
    <path d="M9 8h3a2 2 0 010 4H9V8zm0 4v5m2-5l4 5" />
  </svg>
);
/** A pill: a medicine sold over the counter. */
export const PillIcon = ({ className }: IconProps) => (
  <svg {...base} className={className}>
    <path d="M4.9 19.1a4 4 0 010-5.66l8.5-8.5a4 4 0 015.66 5.66l-8.5 8.5a4 4 0 01-5.66 0z" />
    <path d="M9.2 9.2l5.6 5.6" />
  </svg>
);
/** A barred circle: not sold here. */
export const BlockedIcon = ({ className }: IconProps) => (
  <svg {...base} className={className}>
    <circle cx="12" cy="12" r="9" />
    <path d="M5.6 5.6l12.8 12.8" />
  </svg>
);
