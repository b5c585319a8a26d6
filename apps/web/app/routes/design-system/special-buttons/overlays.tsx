import { MESSAGES } from '@hs/domain/messages';
import { useRef, useState } from 'react';
import { Button } from '@hs/ui/button';
import { LoadingOverlay } from '@hs/ui/loading-overlay';
import { Modal, type ModalSize } from '@hs/ui/modal';
import { TextInput } from '@hs/ui/text-input';
import { useToast, type ToastPosition } from '@hs/ui/toast';
import { Readout, Row, Specimen } from '../specimen.tsx';

const MODAL_SIZES: ModalSize[] = ['sm', 'md', 'lg', 'xl'];

const POSITIONS: ToastPosition[] = [
  'top-left',
  'top-center',
  'top-right',
  'bottom-left',
  'bottom-center',
  'bottom-right',
];

const OVERLAY_MS = 2000;

export function ModalSpecimen() {
  const toast = useToast();
  const [size, setSize] = useState<ModalSize | null>(null);
  const [teamName, setTeamName] = useState('Design');
  const [saved, setSaved] = useState('nothing yet');
  const nameRef = useRef<HTMLInputElement>(null);

  function save() {
    setSaved(teamName || '(no name)');
    setSize(null);
    toast.success(MESSAGES.TEAM_SAVED);
  }

  return (
    <Specimen
      id="modal"
      title="Modal"
      description="Traps Tab inside, closes on Escape, the X or the backdrop, and gives focus back. On phones it rises from the bottom."
    >
      <Row label="size">
        {MODAL_SIZES.map((option) => (
          <Button key={option} variant="secondary" onClick={() => setSize(option)}>
            {`Open ${option}`}
          </Button>
        ))}
      </Row>
      <Readout label="Saved team">{saved}</Readout>
      <Modal
        open={size !== null}
        size={size ?? 'md'}
        onClose={() => setSize(null)}
        title="Edit team"
        description={`A ${size ?? 'md'} modal with a form and a footer.`}
        initialFocusRef={nameRef}
        footer={
          <>
            <Button variant="secondary" onClick={() => setSize(null)}>
              Cancel
            </Button>
            <Button onClick={save}>Save</Button>
          </>
        }
      >
        <TextInput
          ref={nameRef}
          label="Team name"
          value={teamName}
          onValueChange={setTeamName}
          maxLength={40}
        />
      </Modal>
    </Specimen>
  );
}

export function ToastSpecimen() {
  const toast = useToast();

  return (
    <Specimen
      id="toast"
      title="Toast"
      description="A short message that leaves after 3 seconds. Bottom-right by default; errors are announced at once."
    >
      <Row label="kind">
        <Button variant="secondary" onClick={() => toast.success(MESSAGES.TEAM_SAVED)}>
          Success toast
        </Button>
        <Button variant="secondary" onClick={() => toast.error(MESSAGES.NOT_ENOUGH_CREDITS)}>
          Error toast
        </Button>
        <Button variant="secondary" onClick={() => toast.info(MESSAGES.COPIED)}>
          Info toast
        </Button>
        <Button
          variant="secondary"
          onClick={() => toast.info('Stays until you dismiss it.', { duration: 0 })}
        >
          Sticky toast
        </Button>
      </Row>
      <Row label="position">
        {/* Laid out like the screen: the top corners above the bottom ones. */}
        <div className="grid w-full grid-cols-3 gap-2 sm:w-auto">
          {POSITIONS.map((position) => (
            <Button
              key={position}
              size="sm"
              variant="secondary"
              className="max-sm:px-1.5! max-sm:text-xs!"
              onClick={() => toast.info(`Hello from ${position}`, { position })}
            >
              {position}
            </Button>
          ))}
        </div>
      </Row>
    </Specimen>
  );
}

export function LoadingOverlaySpecimen() {
  const [shown, setShown] = useState(0);
  const [visible, setVisible] = useState(false);

  function show() {
    setVisible(true);
    setShown((n) => n + 1);
    setTimeout(() => setVisible(false), OVERLAY_MS);
  }

  return (
    <Specimen
      id="loading-overlay"
      title="Loading overlay"
      description="Covers the screen while something blocking happens, such as switching currency."
    >
      <Button variant="secondary" onClick={show} disabled={visible}>
        Show for 2 seconds
      </Button>
      <Readout label="Shown">{`${shown} ${shown === 1 ? 'time' : 'times'}`}</Readout>
      {visible ? <LoadingOverlay message={MESSAGES.SWITCHING_CURRENCY} /> : null}
    </Specimen>
  );
}
