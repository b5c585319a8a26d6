import { useEffect, useRef, useState } from 'react';
import { Container, type ContainerSize } from '@hs/ui/container';
import { designSystemTitle } from './pages.ts';
import { PageHeader, Specimen } from './specimen.tsx';

export function meta() {
  return [{ title: designSystemTitle('Container') }];
}

const SIZES: { size: ContainerSize; max: string; use: string }[] = [
  { size: 'sm', max: '768px', use: 'forms, articles' },
  { size: 'md', max: '1024px', use: 'settings, checkout' },
  { size: 'lg', max: '1280px', use: 'default: most pages' },
  { size: 'xl', max: '1536px', use: 'galleries' },
  { size: 'full', max: 'none', use: 'edge to edge' },
];

/** The rendered width of the element's first child, kept up to date as the window resizes. */
function useChildWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const child = ref.current?.firstElementChild;
    if (!child) return;
    const observer = new ResizeObserver(() =>
      setWidth(Math.round(child.getBoundingClientRect().width)),
    );
    observer.observe(child);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

function SizeBar({ size, max, use }: (typeof SIZES)[number]) {
  const [ref, width] = useChildWidth<HTMLDivElement>();
  return (
    <div
      ref={ref}
      className="bg-[repeating-linear-gradient(45deg,var(--color-gray-100)_0_6px,transparent_6px_12px)] py-2"
    >
      <Container size={size}>
        <div className="flex flex-col gap-x-4 gap-y-0.5 rounded-md sm:flex-row sm:items-baseline sm:justify-between bg-brand-100 px-3 py-2 text-sm text-brand-950 ring-1 ring-brand-300 ring-inset">
          <span>
            <span className="font-mono font-semibold">{size}</span> · max {max} · {use}
          </span>
          <span className="font-mono text-xs text-brand-800 tabular-nums">
            {width === null ? 'measuring...' : `now ${width}px`}
          </span>
        </div>
      </Container>
    </div>
  );
}

export default function ContainerPage() {
  return (
    <>
      <PageHeader title="Container">
        Centres content at a maximum width, with side padding that grows from 16px to 32px.
      </PageHeader>

      <Specimen
        title="Sizes"
        description="Each bar is a Container (its padding included in the width shown); the stripes are the space it leaves. This preview is as wide as the page area, so the larger sizes fill it: widen the window to see them stop."
      >
        <div className="-mx-4 space-y-2 sm:-mx-6">
          {SIZES.map((entry) => (
            <SizeBar key={entry.size} {...entry} />
          ))}
        </div>
      </Specimen>

      <Specimen
        title="As another element"
        description="as renders a main, section or article instead of a div; the id lands on it."
      >
        <Container
          as="section"
          size="sm"
          id="container-demo"
          className="rounded-md py-4 ring-1 ring-gray-200 ring-inset"
        >
          <p className="text-sm text-gray-700">
            {'<Container as="section" size="sm" id="container-demo">'}
          </p>
        </Container>
      </Specimen>
    </>
  );
}
