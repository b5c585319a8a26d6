import { useRef, useState } from 'react';
import { Button } from '@hs/ui/button';
import { Popup } from '@hs/ui/popup';
import { useToast } from '@hs/ui/toast';
import { designSystemTitle } from './pages.ts';
import { PageHeader, Readout, Specimen } from './specimen.tsx';

export function meta() {
  return [{ title: designSystemTitle('Popup') }];
}

type Kind = 'plain' | 'html' | 'timed' | 'action';

const TIMED_MS = 3000;

// The script tag shows the sanitiser at work: it never reaches the page.
const HTML_DESCRIPTION = [
  '<p>Your <strong>team headshots</strong> are ready. What happens next:</p>',
  '<ul><li>Each member gets an <em>email</em></li><li>Favourites can be downloaded</li></ul>',
  '<p>Questions? <a href="mailto:support@example.com">Write to support</a>.</p>',
  '<script>alert("never runs")</script>',
].join('');

export default function PopupPage() {
  const toast = useToast();
  const [open, setOpen] = useState<Kind | null>(null);
  const [closedAfter, setClosedAfter] = useState<Partial<Record<Kind, string>>>({});
  const [credits, setCredits] = useState(0);
  const openedAt = useRef(0);

  function show(kind: Kind) {
    openedAt.current = performance.now();
    setOpen(kind);
  }

  function closed(kind: Kind) {
    const seconds = ((performance.now() - openedAt.current) / 1000).toFixed(1);
    setClosedAfter((log) => ({ ...log, [kind]: `after ${seconds} s` }));
    setOpen(null);
  }

  function closedReadout(kind: Kind) {
    return <Readout label="Closed">{closedAfter[kind] ?? 'not yet'}</Readout>;
  }

  function addCredit() {
    setCredits((n) => n + 1);
    toast.success('1 credit added');
  }

  return (
    <>
      <PageHeader title="Popup">
        A small centred dialog, at most 400px wide, for notices and short questions. Escape, the X
        and the backdrop close it with a 300 ms fade.
      </PageHeader>

      <Specimen title="Plain" description="A title and a line of text.">
        <Button onClick={() => show('plain')}>Open plain popup</Button>
        {closedReadout('plain')}
      </Specimen>

      <Specimen
        title="HTML description"
        description="description is HTML, cleaned down to b, i, strong, em, a, br, p and lists; links open in a new tab and scripts are dropped."
      >
        <Button variant="secondary" onClick={() => show('html')}>
          Open popup with HTML
        </Button>
        <pre className="mt-4 overflow-x-auto rounded-lg bg-gray-900 px-4 py-3 text-xs break-words whitespace-pre-wrap text-gray-100">
          <code>{HTML_DESCRIPTION}</code>
        </pre>
        {closedReadout('html')}
      </Specimen>

      <Specimen
        title="Timed"
        description={`time closes it on its own after that many ms; the bar at the bottom shrinks as time runs out. This one: ${TIMED_MS} ms.`}
      >
        <Button variant="secondary" onClick={() => show('timed')}>
          Open popup that closes in 3 s
        </Button>
        {closedReadout('timed')}
      </Specimen>

      <Specimen
        title="With an action"
        description="actionLabel and onAction add a button that runs the callback, then closes the popup."
      >
        <Button variant="secondary" onClick={() => show('action')}>
          Open popup with an action
        </Button>
        <Readout label="Credits">{credits}</Readout>
        {closedReadout('action')}
      </Specimen>

      <Popup
        open={open === 'plain'}
        title="Photos uploaded"
        description="We received your 15 photos. Training starts in a minute."
        onClose={() => closed('plain')}
      />
      <Popup
        open={open === 'html'}
        title="Your headshots are ready"
        description={HTML_DESCRIPTION}
        onClose={() => closed('html')}
      />
      <Popup
        open={open === 'timed'}
        title="Saved"
        description="This message closes itself in 3 seconds."
        time={TIMED_MS}
        onClose={() => closed('timed')}
      />
      <Popup
        open={open === 'action'}
        title="Add a credit?"
        description="The action adds one credit, shows a toast and closes this popup."
        actionLabel="Add 1 credit"
        onAction={addCredit}
        onClose={() => closed('action')}
      />
    </>
  );
}
