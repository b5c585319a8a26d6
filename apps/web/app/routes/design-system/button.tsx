import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses, type ButtonSize, type ButtonVariant } from '@hs/ui/button';
import { CameraIcon, ChevronDownIcon, StarIcon, TrashIcon, UploadIcon } from '@hs/ui/icons';
import { designSystemTitle } from './pages.ts';
import { PageHeader, Readout, Row, Specimen } from './specimen.tsx';

export function meta() {
  return [{ title: designSystemTitle('Button') }];
}

const VARIANTS: ButtonVariant[] = ['primary', 'secondary', 'danger', 'ghost', 'link'];
const SIZES: ButtonSize[] = ['sm', 'md', 'lg'];

export default function ButtonPage() {
  const [clicked, setClicked] = useState('nothing yet');
  const [iconClicked, setIconClicked] = useState('nothing yet');
  const [saving, setSaving] = useState(false);
  const [saves, setSaves] = useState(0);

  function save() {
    setSaving(true);
    setTimeout(() => {
      setSaving(false);
      setSaves((n) => n + 1);
    }, 1500);
  }

  return (
    <>
      <PageHeader title="Button">
        A native button that never submits a form by accident. Pick a variant for its weight and a
        size for its place.
      </PageHeader>

      <Specimen
        title="Variants and sizes"
        description="primary for the one main action, secondary for the rest, danger for destructive, ghost for toolbars, link inside text."
      >
        {VARIANTS.map((variant) => (
          <Row key={variant} label={variant}>
            {SIZES.map((size) => (
              <Button
                key={size}
                variant={variant}
                size={size}
                onClick={() => setClicked(`${variant} ${size}`)}
              >
                {`${variant[0]?.toUpperCase()}${variant.slice(1)} ${size}`}
              </Button>
            ))}
          </Row>
        ))}
        <Readout label="Last clicked">{clicked}</Readout>
      </Specimen>

      <Specimen
        title="Loading"
        description="loading shows a spinner in place of the icon, disables the button and sets aria-busy."
      >
        <Row label="try it">
          <Button loading={saving} icon={<UploadIcon className="size-4" />} onClick={save}>
            {saving ? 'Saving...' : 'Save changes'}
          </Button>
        </Row>
        <Row label="always loading">
          {VARIANTS.slice(0, 4).map((variant) => (
            <Button key={variant} variant={variant} loading>
              {variant}
            </Button>
          ))}
        </Row>
        <Readout label="Saved">{`${saves} ${saves === 1 ? 'time' : 'times'}`}</Readout>
      </Specimen>

      <Specimen
        title="Disabled"
        description="Faded, with a not-allowed cursor; screen readers still announce it."
      >
        <Row label="disabled">
          {VARIANTS.map((variant) => (
            <Button key={variant} variant={variant} disabled>
              {variant}
            </Button>
          ))}
        </Row>
      </Specimen>

      <Specimen
        title="With icons"
        description="icon goes before the label, iconRight after it. An icon-only button needs an aria-label."
      >
        <Row label="icon">
          <Button
            icon={<CameraIcon className="size-4" />}
            onClick={() => setIconClicked('Take a selfie')}
          >
            Take a selfie
          </Button>
          <Button
            variant="secondary"
            iconRight={<ChevronDownIcon className="size-4" />}
            onClick={() => setIconClicked('More options')}
          >
            More options
          </Button>
        </Row>
        <Row label="icon only">
          <Button
            variant="secondary"
            aria-label="Add to favourites"
            className="w-10 px-0!"
            onClick={() => setIconClicked('icon only: Add to favourites')}
          >
            <StarIcon className="size-5" />
          </Button>
          <Button
            variant="ghost"
            aria-label="Delete"
            className="w-10 px-0!"
            onClick={() => setIconClicked('icon only: Delete')}
          >
            <TrashIcon className="size-5" />
          </Button>
        </Row>
        <Row label="fullWidth">
          <div className="w-full max-w-sm">
            <Button fullWidth size="lg" onClick={() => setIconClicked('full width')}>
              Continue
            </Button>
          </div>
        </Row>
        <Readout label="Last clicked">{iconClicked}</Readout>
      </Specimen>

      <Specimen
        title="buttonClasses on a link"
        description="For a router Link or an anchor that must look like a button: buttonClasses(variant, size)."
      >
        <Row label="Link">
          <Link to="/design-system" className={buttonClasses('primary', 'md')}>
            Back to the index
          </Link>
          <Link to="/design-system/badge" className={buttonClasses('secondary', 'md')}>
            Next: Badge
          </Link>
          <Link to="/design-system/icons" className={buttonClasses('link', 'md')}>
            See the icons
          </Link>
        </Row>
      </Specimen>
    </>
  );
}
