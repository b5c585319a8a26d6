/** The design-system pages, in sidebar order; the layout and the home index both list them. */
export interface DesignSystemPage {
  /** Path under /design-system; '' is the home page. */
  path: string;
  title: string;
  description: string;
}

export const DESIGN_SYSTEM_PAGES: DesignSystemPage[] = [
  { path: '', title: 'Home', description: 'Index of the design-system pages.' },
  {
    path: 'badge',
    title: 'Badge',
    description: 'Small labels and counters in six tones, with the 99+ cap.',
  },
  {
    path: 'button',
    title: 'Button',
    description: 'Five variants in three sizes, loading, disabled, icons and links.',
  },
  {
    path: 'special-buttons',
    title: 'Special buttons',
    description: 'Delete-confirm, form controls, modal, toasts and the loading overlay.',
  },
  {
    path: 'container',
    title: 'Container',
    description: 'Centred page widths from sm (768px) to full, measured live.',
  },
  {
    path: 'dropdown',
    title: 'Dropdown',
    description: 'Menus with icons, a chosen value, end alignment and keyboard support.',
  },
  {
    path: 'icons',
    title: 'Icons',
    description: 'Every icon in the set, with its name and import.',
  },
  {
    path: 'popup',
    title: 'Popup',
    description: 'Small dialogs: plain, HTML description, timed auto-close and an action.',
  },
];

export function designSystemHref(path: string): string {
  return path ? `/design-system/${path}` : '/design-system';
}

/** The document title of a design-system page, e.g. 'Badge · Design system'. */
export function designSystemTitle(title: string): string {
  return `${title} · Design system`;
}
