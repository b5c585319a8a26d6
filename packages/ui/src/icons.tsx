import type { ComponentType, ReactNode, SVGProps } from 'react';
import { cn } from './cn.ts';

export interface IconProps extends SVGProps<SVGSVGElement> {
  /** Accessible name. Without it the icon is decorative (aria-hidden). */
  title?: string;
}

function createIcon(displayName: string, paths: ReactNode) {
  function Icon({ title, className, ...rest }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.75}
        strokeLinecap="round"
        strokeLinejoin="round"
        // The 20px default is a presentation attribute, so any size-* class overrides it; a
        // size-5 class here would beat a caller's size-4, which Tailwind sorts before it.
        width={20}
        height={20}
        className={cn('shrink-0', className)}
        aria-hidden={title ? undefined : true}
        role={title ? 'img' : undefined}
        focusable="false"
        {...rest}
      >
        {title ? <title>{title}</title> : null}
        {paths}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

export const CheckIcon = createIcon('CheckIcon', <path d="M4.5 12.75l6 6 9-13.5" />);

export const XIcon = createIcon('XIcon', <path d="M6 18L18 6M6 6l12 12" />);

export const ChevronDownIcon = createIcon(
  'ChevronDownIcon',
  <path d="M19.5 8.25l-7.5 7.5-7.5-7.5" />,
);

export const UserGroupIcon = createIcon(
  'UserGroupIcon',
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0" />
    <path d="M16 4.6a3.5 3.5 0 0 1 0 6.8" />
    <path d="M18 14.5a6.5 6.5 0 0 1 3.5 5.5" />
  </>,
);

export const TrashIcon = createIcon(
  'TrashIcon',
  <>
    <path d="M4 7h16" />
    <path d="M10 11v6M14 11v6" />
    <path d="M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12" />
    <path d="M9 7V4h6v3" />
  </>,
);

export const UploadIcon = createIcon(
  'UploadIcon',
  <>
    <path d="M12 15V3" />
    <path d="M7 8l5-5 5 5" />
    <path d="M4 15v4a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-4" />
  </>,
);

export const CameraIcon = createIcon(
  'CameraIcon',
  <>
    <path d="M4 8h3l2-3h6l2 3h3a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1z" />
    <circle cx="12" cy="13" r="3.5" />
  </>,
);

export const StarIcon = createIcon(
  'StarIcon',
  <polygon points="12 2 15.09 8.26 22 9.27 17 14.14 18.18 21.02 12 17.77 5.82 21.02 7 14.14 2 9.27 8.91 8.26 12 2" />,
);

export const GlobeIcon = createIcon(
  'GlobeIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18" />
    <path d="M12 3a14 14 0 0 1 0 18a14 14 0 0 1 0-18z" />
  </>,
);

export const MenuIcon = createIcon(
  'MenuIcon',
  <path d="M3.75 6.75h16.5M3.75 12h16.5M3.75 17.25h16.5" />,
);

export const InfoIcon = createIcon(
  'InfoIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 16v-5" />
    <path d="M12 8h.01" />
  </>,
);

export const AlertIcon = createIcon(
  'AlertIcon',
  <>
    <path d="M10.3 3.9L1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
    <path d="M12 9v4" />
    <path d="M12 17h.01" />
  </>,
);

export type IconName =
  | 'check'
  | 'x'
  | 'chevron-down'
  | 'user-group'
  | 'trash'
  | 'upload'
  | 'camera'
  | 'star'
  | 'globe'
  | 'menu'
  | 'info'
  | 'alert';

/** Every icon by name, for the design-system gallery and for data-driven icon pickers. */
export const ICONS: Record<IconName, ComponentType<IconProps>> = {
  check: CheckIcon,
  x: XIcon,
  'chevron-down': ChevronDownIcon,
  'user-group': UserGroupIcon,
  trash: TrashIcon,
  upload: UploadIcon,
  camera: CameraIcon,
  star: StarIcon,
  globe: GlobeIcon,
  menu: MenuIcon,
  info: InfoIcon,
  alert: AlertIcon,
};
