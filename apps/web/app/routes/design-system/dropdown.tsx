import { useState } from 'react';
import { buttonClasses } from '@hs/ui/button-classes';
import { Dropdown, type DropdownItem } from '@hs/ui/dropdown';
import {
  CameraIcon,
  GlobeIcon,
  MenuIcon,
  StarIcon,
  TrashIcon,
  UploadIcon,
  UserGroupIcon,
} from '@hs/ui/icons';
import { designSystemTitle } from './pages.ts';
import { PageHeader, Readout, Specimen } from './specimen.tsx';

export function meta() {
  return [{ title: designSystemTitle('Dropdown') }];
}

const icon = 'size-4 text-gray-500';

const ACTIONS: DropdownItem[] = [
  { value: 'upload', title: 'Upload photos', icon: <UploadIcon className={icon} /> },
  { value: 'selfie', title: 'Take a selfie', icon: <CameraIcon className={icon} /> },
  { value: 'favourite', title: 'Add to favourites', icon: <StarIcon className={icon} /> },
  { value: 'language', title: 'Change language', icon: <GlobeIcon className={icon} /> },
];

const TEAMS: DropdownItem[] = [
  { value: 'all', title: 'All members', icon: <UserGroupIcon className={icon} /> },
  { value: 'design', title: 'Design' },
  { value: 'sales', title: 'Sales' },
  { value: 'support', title: 'Support' },
];

const OPTIONS: DropdownItem[] = [
  { value: 'rename', title: 'Rename' },
  { value: 'duplicate', title: 'Duplicate' },
  { value: 'archive', title: 'Archive (not allowed)', disabled: true },
  // red-600, the danger colour of the buttons
  { value: 'delete', title: 'Delete', icon: <TrashIcon className="size-4" />, color: '#dc2626' },
];

const PAGE_SIZES: DropdownItem<number>[] = [10, 25, 50, 100].map((size) => ({
  value: size,
  title: `${size} per page`,
}));

export default function DropdownPage() {
  const [action, setAction] = useState<string>('nothing yet');
  const [team, setTeam] = useState('all');
  const [option, setOption] = useState<string>('nothing yet');
  const [pageSize, setPageSize] = useState(25);
  const teamTitle = TEAMS.find((item) => item.value === team)?.title ?? 'All members';

  return (
    <>
      <PageHeader title="Dropdown">
        A button that opens a 224px menu. It closes on a choice, an outside click, Escape or Tab;
        arrows, Home and End move between items.
      </PageHeader>

      <Specimen
        title="Menu with icons"
        description="Each item may carry an icon before its title. Open it with a click, or focus the button and press the down arrow."
      >
        <Dropdown label="Actions" items={ACTIONS} onSelect={(value) => setAction(value)} />
        <Readout label="Last chosen">{action}</Readout>
      </Specimen>

      <Specimen
        title="Selected value"
        description="With selectedValue the items become radio items and the chosen one gets a check; the label shows it."
      >
        <Dropdown
          label={teamTitle}
          menuLabel="Team"
          items={TEAMS}
          selectedValue={team}
          onSelect={(value) => setTeam(value)}
        />
        <Readout label="Selected team">{team}</Readout>
      </Specimen>

      <Specimen
        title="Aligned to the end"
        description="align='end' lines the menu up with the trigger's right edge, for buttons at the end of a row. Items can be disabled or coloured."
      >
        <div className="flex justify-end">
          <Dropdown
            label="Options"
            align="end"
            items={OPTIONS}
            onSelect={(value) => setOption(value)}
          />
        </div>
        <Readout label="Last chosen">{option}</Readout>
      </Specimen>

      <Specimen
        title="Custom trigger and number values"
        description="triggerClassName and hideChevron make an icon button; values may be numbers."
      >
        <div className="flex items-center gap-3">
          <Dropdown
            label={<MenuIcon className="size-5" title="Rows per page" />}
            menuLabel="Rows per page"
            hideChevron
            triggerClassName={buttonClasses('ghost', 'md', 'w-10 px-0!')}
            items={PAGE_SIZES}
            selectedValue={pageSize}
            onSelect={(value) => setPageSize(value)}
          />
          <span className="text-sm text-gray-600">Rows per page</span>
        </div>
        <Readout label="Page size">{`${pageSize} (${typeof pageSize})`}</Readout>
      </Specimen>

      <Specimen title="Disabled" description="The trigger is faded and does not open.">
        <Dropdown label="Not available" items={ACTIONS} onSelect={() => {}} disabled />
      </Specimen>
    </>
  );
}
