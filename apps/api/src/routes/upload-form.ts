import { AppError } from '../errors.ts';
import { assertFileCount } from '../onboarding/upload-photos.ts';

// Reading a multipart upload's form: shared by the person's own uploads and their team
// lead's uploads on their behalf (decision 048).

export function filesOf(form: Record<string, unknown>): File[] {
  const value = form.files ?? form['files[]'];
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.filter((f): f is File => f instanceof File);
}

export async function readForm(c: {
  req: { parseBody: (o: { all: true }) => Promise<Record<string, unknown>> };
}) {
  try {
    return await c.req.parseBody({ all: true });
  } catch {
    throw new AppError('upload.notMultipart');
  }
}

/** The training-photo form: which model, the files, whether body shots may be kept. */
export async function readUploadForm(
  c: Parameters<typeof readForm>[0],
  o: { modelOptional?: boolean } = {},
) {
  const form = await readForm(c);
  const modelId = typeof form.modelId === 'string' ? form.modelId : '';
  if (!modelId && !o.modelOptional) throw new AppError('upload.modelRequired');
  const files = filesOf(form);
  assertFileCount(files);
  return { modelId, files, allowFullBody: form.isFullBody !== 'false' };
}
