import { clsx, type ClassValue } from 'clsx';

/** Joins class names, skipping falsy values (a thin clsx wrapper kept internal to @hs/ui). */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
