// The steps of /app/upload, in order.
export const UPLOAD_STEPS = ['photos', 'info', 'styles', 'confirm'] as const;

export type UploadStep = (typeof UPLOAD_STEPS)[number];

export function stepIndex(step: UploadStep): number {
  return UPLOAD_STEPS.indexOf(step);
}

/** The step a link asks to open at (?step=, e.g. after paying), or null. */
export function stepFrom(value: string | null): UploadStep | null {
  return UPLOAD_STEPS.find((step) => step === value) ?? null;
}
