export interface ToggleSwitchProps {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** id of the element naming the switch. */
  labelledBy: string;
  describedBy?: string;
  /** Text beside the switch for its state, e.g. On / Off. */
  stateLabel: string;
  tone?: 'brand' | 'danger';
}

const ON = { brand: 'aria-checked:bg-brand-600', danger: 'aria-checked:bg-red-600' };

/** An on/off switch (role="switch"), named by a visible label elsewhere. */
export function ToggleSwitch({
  id,
  checked,
  onChange,
  labelledBy,
  describedBy,
  stateLabel,
  tone = 'brand',
}: ToggleSwitchProps) {
  return (
    <span className="inline-flex items-center gap-3">
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        onClick={() => onChange(!checked)}
        className={`group relative inline-flex h-6 w-11 shrink-0 cursor-pointer rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 bg-gray-300 ${ON[tone]}`}
      >
        <span
          aria-hidden="true"
          className="absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform group-aria-checked:translate-x-5"
        />
      </button>
      <span aria-hidden="true" className="text-sm font-medium text-gray-700">
        {stateLabel}
      </span>
    </span>
  );
}
