import { designSystemTitle } from './pages.ts';
import { PageHeader } from './specimen.tsx';
import {
  DeleteConfirmSpecimen,
  LoadingButtonSpecimen,
} from './special-buttons/confirm-and-loading.tsx';
import {
  NumberInputSpecimen,
  SelectSpecimen,
  TextareaSpecimen,
  TextInputSpecimen,
} from './special-buttons/form-controls.tsx';
import {
  LoadingOverlaySpecimen,
  ModalSpecimen,
  ToastSpecimen,
} from './special-buttons/overlays.tsx';

export function meta() {
  return [{ title: designSystemTitle('Special buttons') }];
}

const CONTENTS = [
  ['delete-confirm', 'Delete-confirm'],
  ['loading', 'Loading'],
  ['select', 'Select'],
  ['textarea', 'Textarea'],
  ['number-input', 'Number input'],
  ['text-input', 'Text input'],
  ['modal', 'Modal'],
  ['toast', 'Toast'],
  ['loading-overlay', 'Loading overlay'],
] as const;

export default function SpecialButtonsPage() {
  return (
    <>
      <PageHeader title="Special buttons">
        Buttons with behaviour of their own, the form controls, and what appears above the page:
        modal, toasts and the loading overlay.
      </PageHeader>
      <nav aria-label="On this page" className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {CONTENTS.map(([id, title]) => (
            <li key={id}>
              <a
                href={`#${id}`}
                className="block rounded-full bg-white px-3 py-1 text-sm text-gray-700 ring-1 ring-gray-200 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <DeleteConfirmSpecimen />
      <LoadingButtonSpecimen />
      <SelectSpecimen />
      <TextareaSpecimen />
      <NumberInputSpecimen />
      <TextInputSpecimen />
      <ModalSpecimen />
      <ToastSpecimen />
      <LoadingOverlaySpecimen />
    </>
  );
}
