import { useState } from 'react';
import { Badge, type BadgeTone } from '@hs/ui/badge';
import { Button } from '@hs/ui/button';
import { designSystemTitle } from './pages.ts';
import { PageHeader, Readout, Row, Specimen } from './specimen.tsx';

export function meta() {
  return [{ title: designSystemTitle('Badge') }];
}

const TONES: { tone: BadgeTone; use: string }[] = [
  { tone: 'neutral', use: 'Draft' },
  { tone: 'success', use: 'Trained' },
  { tone: 'warning', use: 'Pending' },
  { tone: 'danger', use: 'Failed' },
  { tone: 'info', use: 'New' },
  { tone: 'brand', use: 'Team' },
];

export default function BadgePage() {
  const [unseen, setUnseen] = useState(3);

  return (
    <>
      <PageHeader title="Badge">
        A small rounded label for a status, or a counter such as unseen changelog entries.
      </PageHeader>

      <Specimen title="Tones" description="Six tones; each pairs a tinted background with a ring.">
        {TONES.map(({ tone, use }) => (
          <Row key={tone} label={tone}>
            <Badge tone={tone}>{use}</Badge>
            <Badge tone={tone} count={7} />
            <Badge tone={tone} count={4}>
              {use}
            </Badge>
          </Row>
        ))}
      </Specimen>

      <Specimen
        title="Counts"
        description="A count above max shows as max+ (99+ by default). A count of 0 renders nothing unless showZero is set."
      >
        <Row label="count={5}">
          <Badge tone="brand" count={5} />
        </Row>
        <Row label="count={99}">
          <Badge tone="brand" count={99} />
        </Row>
        <Row label="count={150}">
          <Badge tone="brand" count={150} />
        </Row>
        <Row label="max={9}">
          <Badge tone="danger" count={12} max={9} />
        </Row>
        <Row label="count={0}">
          <Badge tone="brand" count={0} />
          <span className="text-sm text-gray-500">(hidden)</span>
        </Row>
        <Row label="showZero">
          <Badge tone="neutral" count={0} showZero />
        </Row>
      </Specimen>

      <Specimen
        title="In a menu"
        description="The Changelog entry of the team sidebar: the badge hides at 0 and caps at 99+."
      >
        <div className="flex w-full max-w-xs items-center justify-between rounded-lg bg-gray-50 px-3 py-2 text-sm font-medium text-gray-800 ring-1 ring-gray-200">
          Changelog
          <Badge tone="brand" count={unseen} />
        </div>
        <div className="mt-4 flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" onClick={() => setUnseen((n) => n + 1)}>
            Add 1
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setUnseen((n) => n + 50)}>
            Add 50
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setUnseen(0)}>
            Mark all as seen
          </Button>
        </div>
        <Readout label="Unseen entries">{unseen}</Readout>
      </Specimen>
    </>
  );
}
