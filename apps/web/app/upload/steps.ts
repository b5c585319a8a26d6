// The steps of /app/upload, in order.
export const UPLOAD_STEPS = ['photos', 'info', 'styles', 'confirm'] as const;

export type UploadStep = (typeof UPLOAD_STEPS)[number];

export function stepIndex(step: UploadStep): number {
  return UPLOAD_STEPS.indexOf(step);
}
