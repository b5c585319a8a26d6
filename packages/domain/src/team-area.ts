// Rules of the team lead's area (issue 17 item 3; spec 001 sections 3 and 4).

/** Hours between two reminders of one invite: a lead cannot turn reminders into a mail flood. */
export const REMINDER_INTERVAL_HOURS = 1;

// spec 001 section 4: a reminder appends an entry with the organization and the current time.
/** Whether an invite last reminded at `last` (or sent at `sent`) may be reminded `now`. */
export function mayRemind(last: Date | null, now: Date): boolean {
  return !last || now.getTime() - last.getTime() >= REMINDER_INTERVAL_HOURS * 60 * 60 * 1000;
}

/** A zip entry name for a member's selected image: the address, made safe for file systems. */
export function selectedImageFileName(email: string, taken: Set<string>): string {
  const base =
    email
      .toLowerCase()
      .replace(/[^a-z0-9@._+-]/g, '_')
      .replace(/^\.+/, '_')
      .slice(0, 120) || 'member';
  let name = `${base}.png`;
  for (let n = 2; taken.has(name); n += 1) name = `${base}-${n}.png`;
  taken.add(name);
  return name;
}
