import { useState } from 'react';
import { Button } from '@hs/ui/button';
import { DeleteConfirmButton } from '@hs/ui/delete-confirm-button';
import { Spinner } from '@hs/ui/spinner';
import { useToast } from '@hs/ui/toast';
import { Readout, Row, Specimen } from '../specimen.tsx';

const MEMBERS = ['anna@example.com', 'ben@example.com', 'chloe@example.com'];

export function DeleteConfirmSpecimen() {
  const toast = useToast();
  const [confirmed, setConfirmed] = useState(0);
  const [members, setMembers] = useState(MEMBERS);
  const confirm = () => setConfirmed((n) => n + 1);

  function remove(email: string) {
    setMembers((list) => list.filter((member) => member !== email));
    toast.success(`Removed ${email}`);
  }

  return (
    <Specimen
      id="delete-confirm"
      title="Delete-confirm"
      description="The first click asks 'Are you sure?'; a second click within 2 seconds confirms, otherwise it reverts."
    >
      <Row label="default">
        <DeleteConfirmButton onConfirm={confirm} />
      </Row>
      <Row label="ghost, md">
        <DeleteConfirmButton variant="ghost" size="md" onConfirm={confirm} />
      </Row>
      <Readout label="Confirmed">{`${confirmed} ${confirmed === 1 ? 'time' : 'times'}`}</Readout>
      <div className="mt-6">
        <p className="text-sm font-medium text-gray-800">In a list</p>
        <ul className="mt-2 divide-y divide-gray-100 rounded-lg ring-1 ring-gray-200">
          {members.map((email) => (
            <li key={email} className="flex items-center justify-between gap-3 px-3 py-2">
              <span className="min-w-0 truncate text-sm text-gray-700">{email}</span>
              <DeleteConfirmButton variant="ghost" onConfirm={() => remove(email)} />
            </li>
          ))}
          {members.length === 0 ? (
            <li className="px-3 py-2 text-sm text-gray-500">Everyone is gone.</li>
          ) : null}
        </ul>
        <Button
          size="sm"
          variant="link"
          className="mt-2"
          disabled={members.length === MEMBERS.length}
          onClick={() => setMembers(MEMBERS)}
        >
          Bring everyone back
        </Button>
      </div>
    </Specimen>
  );
}

export function LoadingButtonSpecimen() {
  const toast = useToast();
  const [loading, setLoading] = useState(false);

  function generate() {
    setLoading(true);
    setTimeout(() => {
      setLoading(false);
      toast.success('Headshot created');
    }, 2000);
  }

  return (
    <Specimen
      id="loading"
      title="Loading button and spinner"
      description="A button busy for 2 seconds, then a toast. The spinner takes the text colour; with a label it is announced."
    >
      <Row label="loading">
        <Button loading={loading} onClick={generate}>
          {loading ? 'Generating...' : 'Generate headshot'}
        </Button>
      </Row>
      <Row label="spinner">
        <Spinner size="sm" />
        <Spinner size="md" className="text-brand-600" />
        <Spinner size="lg" className="text-gray-400" label="Loading" />
      </Row>
    </Specimen>
  );
}
