export interface ProgressBarProps {
  /** 0 to 1; null shows a pulsing bar with no value (the server is checking). */
  value: number | null;
  label: string;
  size?: 'sm' | 'md';
}

/** A thin bar with the progressbar role, so screen readers hear the percentage. */
export function ProgressBar({ value, label, size = 'sm' }: ProgressBarProps) {
  const percent = value === null ? null : Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent ?? undefined}
      className={`w-full overflow-hidden rounded-full bg-gray-200 ${size === 'sm' ? 'h-1.5' : 'h-2.5'}`}
    >
      <div
        className={`h-full rounded-full bg-brand-600 transition-[width] duration-300 ${percent === null ? 'w-full animate-pulse opacity-60' : ''}`}
        style={percent === null ? undefined : { width: `${percent}%` }}
      />
    </div>
  );
}
