import { isValidEmail } from '@hs/domain/email';
import { useState } from 'react';
import { NumberInput } from '@hs/ui/number-input';
import { Select, type SelectOption } from '@hs/ui/select';
import { TextInput } from '@hs/ui/text-input';
import { Textarea } from '@hs/ui/textarea';
import { Readout, Specimen } from '../specimen.tsx';

const PACK_SIZES: SelectOption<number>[] = [40, 100, 200].map((size) => ({
  value: size,
  title: `${size} headshots`,
}));

const GLASSES: SelectOption<boolean>[] = [
  { value: true, title: 'With glasses' },
  { value: false, title: 'Without glasses' },
];

// spec: backoffice 3, select option labels (ages)
const AGES: SelectOption[] = [
  '12-18',
  '19-25',
  '26-29',
  '30-35',
  '36-45',
  '46-55',
  '56-65',
  '66-75',
  '76+',
].map((range) => ({ value: range, title: `${range} years` }));

function emitted(value: unknown): string {
  return value === null ? 'nothing yet' : `${JSON.stringify(value)} (typeof ${typeof value})`;
}

export function SelectSpecimen() {
  const [pack, setPack] = useState<number | null>(null);
  const [glasses, setGlasses] = useState<boolean | null>(null);
  const [age, setAge] = useState<string | null>(null);

  return (
    <Specimen
      id="select"
      title="Select"
      description="A native select with a hidden 'Select your option' placeholder. It emits each option's own value: a number stays a number."
    >
      <div className="grid gap-6 md:grid-cols-3">
        <div>
          <Select label="Pack size" options={PACK_SIZES} value={pack} onChange={setPack} />
          <Readout label="Emitted">{emitted(pack)}</Readout>
        </div>
        <div>
          <Select label="Glasses" options={GLASSES} value={glasses} onChange={setGlasses} />
          <Readout label="Emitted">{emitted(glasses)}</Readout>
        </div>
        <div>
          <Select
            label="Age"
            options={AGES}
            value={age}
            onChange={setAge}
            error={age === '12-18' ? 'Headshots are for adults.' : undefined}
            hint="Choose 12-18 to see the error state."
          />
          <Readout label="Emitted">{emitted(age)}</Readout>
        </div>
      </div>
    </Specimen>
  );
}

export function TextareaSpecimen() {
  const [message, setMessage] = useState('');
  const [long, setLong] = useState('');

  return (
    <Specimen
      id="textarea"
      title="Textarea"
      description="Five rows by default. The 'N of M' counter shows only when the maximum is below 1000."
    >
      <div className="grid gap-6 md:grid-cols-2">
        <Textarea
          label="Message (max 200)"
          maxLength={200}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          placeholder="Tell us what went wrong"
        />
        <div>
          <Textarea
            label="Notes (max 5000)"
            maxLength={5000}
            value={long}
            onChange={(event) => setLong(event.target.value)}
            hint="No counter: 5000 is above 1000."
          />
          <Readout label="Length">{long.length}</Readout>
        </div>
      </div>
    </Specimen>
  );
}

export function NumberInputSpecimen() {
  const [members, setMembers] = useState<number | null>(10);

  return (
    <Specimen
      id="number-input"
      title="Number input"
      description="Clamped to min and max: above max it snaps while you type, below min it waits for you to leave the field."
    >
      <div className="max-w-xs">
        <NumberInput
          label="Team members"
          min={5}
          max={100}
          value={members}
          onChange={setMembers}
          hint="Between 5 and 100."
        />
      </div>
      <Readout label="Emitted">{emitted(members)}</Readout>
    </Specimen>
  );
}

export function TextInputSpecimen() {
  const [name, setName] = useState('');
  const [coupon, setCoupon] = useState('');
  const [code, setCode] = useState('');
  const [email, setEmail] = useState('');

  return (
    <Specimen
      id="text-input"
      title="Text input"
      description="Blocks typing past maxLength, drops characters outside a whitelist, or keeps digits only."
    >
      <div className="grid gap-6 md:grid-cols-2">
        <TextInput
          label="Display name"
          maxLength={12}
          value={name}
          onValueChange={setName}
          hint={`maxLength 12: ${name.length} of 12 used.`}
        />
        <TextInput
          label="Coupon code"
          allowedCharacters="ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
          value={coupon}
          onValueChange={setCoupon}
          hint="Whitelist: capital letters and digits only."
          autoCapitalize="characters"
        />
        <TextInput
          label="Verification code"
          numbersOnly
          maxLength={6}
          value={code}
          onValueChange={setCode}
          hint="numbersOnly with maxLength 6; phones show a keypad."
        />
        <TextInput
          label="Email"
          type="email"
          value={email}
          onValueChange={setEmail}
          error={email && !isValidEmail(email) ? 'Enter a valid email address.' : undefined}
          hint="Type anything to see the error state."
        />
        <TextInput label="Disabled" value="Read only for now" disabled />
      </div>
      <Readout label="Values">
        {Object.entries({ name, coupon, code, email })
          .map(([field, value]) => `${field}=${JSON.stringify(value)}`)
          .join(' · ')}
      </Readout>
    </Specimen>
  );
}
