import { useId } from 'react';

interface HeadshotArtProps {
  /** One colour for a solid backdrop, two for a gradient (top to bottom). */
  colors: readonly string[];
  /** What the drawing shows, for screen readers. */
  label: string;
  /** Shirt colour of the drawn person. */
  outfit?: string;
  className?: string;
}

/** A drawn head-and-shoulders portrait on a backdrop: an illustration, not a real photo. */
export function HeadshotArt({ colors, label, outfit = '#1f2937', className }: HeadshotArtProps) {
  const gradient = useId();
  const [top = '#e5e7eb', bottom = top] = colors;
  return (
    <svg viewBox="0 0 120 150" role="img" aria-label={label} className={className}>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={top} />
          <stop offset="1" stopColor={bottom} />
        </linearGradient>
      </defs>
      <rect width="120" height="150" fill={`url(#${gradient})`} />
      <path d="M14 150c2-30 20-42 46-42s44 12 46 42z" fill={outfit} />
      <path d="M50 100h20l-2 14h-16z" fill="#d6a77a" />
      <path d="M49 108l11 14 11-14 6 4-17 22-17-22z" fill="#f8fafc" />
      <ellipse cx="60" cy="68" rx="21" ry="26" fill="#e0b48c" />
      <path
        d="M38 64c0-20 10-30 23-30 14 0 23 10 22 29-4-9-12-14-23-14s-18 6-22 15z"
        fill="#3f2a1d"
      />
    </svg>
  );
}
