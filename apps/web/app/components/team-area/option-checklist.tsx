import { CheckIcon } from '@hs/ui/icons';
import type { OptionItem } from './options-data.ts';

/** Backdrops (with their preview) or clothing as checkboxes in a grid, two a row on a phone. */
export function OptionChecklist({
  legend,
  items,
  selected,
  onChange,
  testId,
}: {
  legend: string;
  items: OptionItem[];
  selected: string[];
  onChange: (next: string[]) => void;
  testId?: string;
}) {
  const toggle = (id: string) =>
    onChange(selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id]);
  return (
    <fieldset data-testid={testId}>
      <legend className="sr-only">{legend}</legend>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {items.map((item) => {
          const checked = selected.includes(item.id);
          return (
            <li key={item.id}>
              <label
                className={`relative flex h-full cursor-pointer flex-col overflow-hidden rounded-lg border-2 bg-white text-sm shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 ${checked ? 'border-brand-600' : 'border-transparent ring-1 ring-gray-200 hover:ring-gray-300'}`}
              >
                <input
                  type="checkbox"
                  className="sr-only"
                  checked={checked}
                  onChange={() => toggle(item.id)}
                  value={item.id}
                />
                {item.previewUrl ? (
                  <img
                    src={item.previewUrl}
                    alt=""
                    className="aspect-[4/3] w-full bg-gray-100 object-cover"
                  />
                ) : null}
                <span className="flex items-start gap-2 p-2.5">
                  <span
                    aria-hidden="true"
                    className={`mt-0.5 flex size-5 shrink-0 items-center justify-center rounded ${checked ? 'bg-brand-700 text-white' : 'bg-white text-transparent ring-1 ring-gray-300'}`}
                  >
                    <CheckIcon className="size-3.5" />
                  </span>
                  <span className="min-w-0 font-medium break-words text-gray-900">{item.name}</span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
