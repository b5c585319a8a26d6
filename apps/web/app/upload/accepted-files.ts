// The photo types the upload takes (spec 001 section 5: HEIC and HEIF are converted).
export const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'];

/** For the file picker's accept attribute. */
export const ACCEPT = ACCEPTED_TYPES.join(',');

// Browsers without HEIC support give such files an empty type, so the name decides too.
const EXTENSIONS = /\.(jpe?g|png|webp|heic|heif)$/i;

/** A file dropped or chosen that the upload can take. */
export function isAcceptedPhoto(file: Pick<File, 'name' | 'type'>): boolean {
  return file.type ? ACCEPTED_TYPES.includes(file.type.toLowerCase()) : EXTENSIONS.test(file.name);
}

/** HEIC and HEIF cannot be previewed by most browsers before the server converts them. */
export function canPreview(file: Pick<File, 'name' | 'type'>): boolean {
  const type = file.type.toLowerCase();
  if (type === 'image/heic' || type === 'image/heif') return false;
  return !/\.(heic|heif)$/i.test(file.name);
}
