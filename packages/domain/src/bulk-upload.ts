import { EMAIL_MAX_LENGTH, isValidEmail, normalizeEmail } from './email.ts';

// Bulk upload (spec 001 sections 2 and 6: Bulk Upload needs the organization's bulkUpload
// feature flag; issue 17 item 5: a CSV of names, e-mails and teams, every bad row reported
// with its number). The file's rules as pure functions; decision 035.

/** The largest file read (checked before parsing). */
export const MAX_BULK_CSV_BYTES = 256 * 1024;
/** The most people one file may name (data rows, the header not counted). */
export const MAX_BULK_ROWS = 500;
export const BULK_NAME_MAX = 100;

export const BULK_PROBLEMS = [
  'malformed',
  'formula',
  'badEmail',
  'nameTooLong',
  'unknownTeam',
  'duplicate',
  'alreadyMember',
  'alreadyInvited',
] as const;
export type BulkProblem = (typeof BULK_PROBLEMS)[number];

/** Why the whole file is refused, before any row is looked at. */
export type BulkFileRefusal = 'empty' | 'noEmailColumn' | 'tooManyRows';

export interface BulkRow {
  /** The line of the file (the header is row 1). */
  row: number;
  name: string | null;
  email: string;
  teamId: string | null;
}

export interface BulkRowProblem {
  row: number;
  /** The row's e-mail cell as written (cut to 254 characters), for the report. */
  email: string;
  reason: BulkProblem;
}

/**
 * A cell a spreadsheet would run as a formula when the lead opens an export of it
 * (CSV injection): it starts with =, +, -, @, a tab or a carriage return.
 */
export function isFormulaCell(cell: string): boolean {
  return /^[=+\-@\t\r]/.test(cell);
}

const HEADERS = {
  email: ['email', 'e-mail', 'email address', 'mail'],
  name: ['name', 'full name', 'fullname', 'display name'],
  team: ['team', 'team name', 'teamname', 'group'],
} as const;

/** Which column holds what ('Email', 'E-mail', 'Team name'...); -1 for a missing one. */
export function bulkColumns(header: string[]) {
  const at = (names: readonly string[]) =>
    header.findIndex((h) => names.includes(h.trim().toLowerCase()));
  return { email: at(HEADERS.email), name: at(HEADERS.name), team: at(HEADERS.team) };
}

/** A team named by its name (any case) or its id; an empty cell is no team. */
function teamOf(cell: string, teams: readonly { id: string; name: string }[]) {
  if (!cell) return { teamId: null };
  const wanted = cell.toLowerCase();
  const found = teams.find((t) => t.id === cell || t.name.trim().toLowerCase() === wanted);
  return found ? { teamId: found.id } : null;
}

/**
 * The rows of a parsed file (records[0] is the header): good rows, and each bad row with
 * its number and reason (the first problem of a row). An e-mail named twice is a problem on
 * its later rows. `malformedRows` are the rows the parser could not read cleanly.
 */
export function checkBulkRows(
  records: string[][],
  teams: readonly { id: string; name: string }[],
  malformedRows: ReadonlySet<number> = new Set(),
): { good: BulkRow[]; problems: BulkRowProblem[] } | { refusal: BulkFileRefusal } {
  const [header, ...data] = records;
  // Blank lines are skipped but keep their place, so row numbers are the file's lines.
  const blank = (cells: string[]) => cells.every((c) => !c.trim());
  const filled = data.filter((cells) => !blank(cells)).length;
  if (!header || !filled) return { refusal: 'empty' };
  const columns = bulkColumns(header);
  if (columns.email < 0) return { refusal: 'noEmailColumn' };
  if (filled > MAX_BULK_ROWS) return { refusal: 'tooManyRows' };
  const good: BulkRow[] = [];
  const problems: BulkRowProblem[] = [];
  const seen = new Set<string>();
  data.forEach((cells, i) => {
    const row = i + 2;
    if (blank(cells)) return;
    const cell = (at: number) => (at < 0 ? '' : (cells[at] ?? '').trim());
    const rawEmail = cell(columns.email);
    const name = cell(columns.name);
    const team = cell(columns.team);
    const email = normalizeEmail(rawEmail);
    const problem = (reason: BulkProblem) =>
      problems.push({ row, email: rawEmail.slice(0, EMAIL_MAX_LENGTH), reason });
    if (malformedRows.has(row)) return problem('malformed');
    if (cells.some((c) => isFormulaCell(c.trimStart()) || isFormulaCell(c))) {
      return problem('formula');
    }
    if (email.length > EMAIL_MAX_LENGTH || !isValidEmail(email)) return problem('badEmail');
    if (name.length > BULK_NAME_MAX) return problem('nameTooLong');
    const teamId = teamOf(team, teams);
    if (!teamId) return problem('unknownTeam');
    if (seen.has(email)) return problem('duplicate');
    seen.add(email);
    good.push({ row, name: name || null, email, teamId: teamId.teamId });
  });
  return { good, problems };
}
