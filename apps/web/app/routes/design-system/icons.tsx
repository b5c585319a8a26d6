import { useState } from 'react';
import { ICONS, type IconName } from '@hs/ui/icons';
import { designSystemTitle } from './pages.ts';
import { PageHeader, Specimen } from './specimen.tsx';

export function meta() {
  return [{ title: designSystemTitle('Icons') }];
}

const NAMES = Object.keys(ICONS) as IconName[];
const PREVIEW_SIZES = ['size-4', 'size-5', 'size-6', 'size-8'] as const;
const PREVIEW_COLOURS = [
  'text-gray-900',
  'text-brand-600',
  'text-red-600',
  'text-gray-400',
] as const;

function snippet(name: IconName, component: string): string {
  return [
    `import { ${component} } from '@hs/ui/icons';`,
    `<${component} className="size-5" />`,
    '',
    '// by name, e.g. from data',
    `const Icon = ICONS['${name}'];`,
  ].join('\n');
}

export default function IconsPage() {
  const [chosen, setChosen] = useState<IconName>('user-group');
  const Chosen = ICONS[chosen];

  return (
    <>
      <PageHeader title="Icons">
        {NAMES.length} line icons on a 24px grid that take the text colour. Decorative by default;
        give one a title to make it an image with a name.
      </PageHeader>

      <Specimen
        title="Gallery"
        description="Every icon in ICONS, by name. Pick one to see it in each size and colour."
      >
        <ul className="grid grid-cols-2 gap-2 min-[420px]:grid-cols-3 sm:grid-cols-4 lg:grid-cols-6">
          {NAMES.map((name) => {
            const Icon = ICONS[name];
            const selected = name === chosen;
            return (
              <li key={name}>
                <button
                  type="button"
                  aria-pressed={selected}
                  onClick={() => setChosen(name)}
                  className={`flex w-full flex-col items-center gap-2 rounded-lg px-2 py-4 text-gray-800 ring-1 transition ring-inset focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${selected ? 'bg-brand-50 ring-brand-400' : 'ring-gray-200 hover:bg-gray-50'}`}
                >
                  <Icon className="size-6" />
                  <span className="font-mono text-xs text-gray-600">{name}</span>
                </button>
              </li>
            );
          })}
        </ul>
      </Specimen>

      <Specimen
        title={`Preview: ${chosen}`}
        description="Sizes come from a size-* class, colours from the text colour."
      >
        <div className="flex flex-wrap items-end gap-6">
          {PREVIEW_SIZES.map((size) => (
            <div key={size} className="flex flex-col items-center gap-2">
              <Chosen className={`${size} text-gray-900`} />
              <span className="font-mono text-xs text-gray-500">{size}</span>
            </div>
          ))}
          <div className="flex items-center gap-3">
            {PREVIEW_COLOURS.map((colour) => (
              <Chosen key={colour} className={`size-6 ${colour}`} />
            ))}
          </div>
        </div>
        <pre className="mt-4 overflow-x-auto rounded-lg bg-gray-900 px-4 py-3 text-xs break-words whitespace-pre-wrap text-gray-100">
          <code>{snippet(chosen, Chosen.displayName ?? 'Icon')}</code>
        </pre>
      </Specimen>
    </>
  );
}
