// spec 000 section 5: email is checked by a standard pattern (the HTML living standard's
// valid e-mail address, with at least one dot in the domain so it can be delivered)
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

// RFC 5321: a path is at most 256 octets with its angle brackets, so an address 254.
export const EMAIL_MAX_LENGTH = 254;

/** True when `s`, ignoring surrounding whitespace, is an e-mail address. */
export function isValidEmail(s: string): boolean {
  return EMAIL_PATTERN.test(s.trim());
}

// spec 000 section 5: email normalisation lowercases, trims and drops any +tag in the local part
/** ` A.B+x@Ex.com ` becomes `a.b@ex.com`. The local part is everything before the last '@'. */
export function normalizeEmail(s: string): string {
  const email = s.trim().toLowerCase();
  const at = email.lastIndexOf('@');
  if (at < 0) return email;
  const local = email.slice(0, at);
  const plus = local.indexOf('+');
  return plus < 0 ? email : local.slice(0, plus) + email.slice(at);
}
