import { describe, expect, it } from 'vitest';
import { MAX_BULK_ROWS, checkBulkRows, isFormulaCell } from './bulk-upload.ts';

const teams = [
  { id: 't-sales', name: 'Sales' },
  { id: 't-ops', name: 'Field Ops' },
];

describe('bulk upload rows (decision 035)', () => {
  it('keeps good rows with their team and reports each bad row by its line', () => {
    const result = checkBulkRows(
      [
        ['Name', 'E-mail', 'Team'],
        ['Ann', ' Ann@Example.com ', 'sales'],
        ['Bo', 'not-an-email', 'Sales'],
        ['Cy', 'cy@example.com', 'Marketing'],
        ['Di', 'ann@example.com', ''],
        ['=HYPERLINK("x")', 'eve@example.com', 'Sales'],
        ['Fay', 'fay@example.com', 't-ops'],
        ['Gus', '@gus@example.com', ''],
        ['N'.repeat(101), 'long@example.com', ''],
        ['Hal', 'hal@example.com', ''],
        ['', ' ', ''],
        ['Ida', 'ida@example.com'],
      ],
      teams,
      new Set([10]),
    );
    expect(result).toEqual({
      good: [
        { row: 2, name: 'Ann', email: 'ann@example.com', teamId: 't-sales' },
        { row: 7, name: 'Fay', email: 'fay@example.com', teamId: 't-ops' },
        { row: 12, name: 'Ida', email: 'ida@example.com', teamId: null },
      ],
      problems: [
        { row: 3, email: 'not-an-email', reason: 'badEmail' },
        { row: 4, email: 'cy@example.com', reason: 'unknownTeam' },
        { row: 5, email: 'ann@example.com', reason: 'duplicate' },
        { row: 6, email: 'eve@example.com', reason: 'formula' },
        { row: 8, email: '@gus@example.com', reason: 'formula' },
        { row: 9, email: 'long@example.com', reason: 'nameTooLong' },
        { row: 10, email: 'hal@example.com', reason: 'malformed' },
      ],
    });
  });

  it('refuses a file without rows, without an e-mail column, or with too many rows', () => {
    expect(checkBulkRows([], teams)).toEqual({ refusal: 'empty' });
    expect(checkBulkRows([['email']], teams)).toEqual({ refusal: 'empty' });
    expect(checkBulkRows([['email'], [''], ['  ']], teams)).toEqual({ refusal: 'empty' });
    expect(checkBulkRows([['name'], ['Ann']], teams)).toEqual({ refusal: 'noEmailColumn' });
    const many = Array.from({ length: MAX_BULK_ROWS + 1 }, (_, i) => [`p${i}@example.com`]);
    expect(checkBulkRows([['email'], ...many], teams)).toEqual({ refusal: 'tooManyRows' });
    expect('good' in checkBulkRows([['email'], ...many.slice(1)], teams)).toBe(true);
  });

  it('knows the cells a spreadsheet would run', () => {
    for (const cell of ['=1+1', '+1', '-2', '@SUM(A1)', '\t=1', '\r=1']) {
      expect(isFormulaCell(cell), cell).toBe(true);
    }
    for (const cell of ['Ann', 'a-b', '1+1', '', 'ann@example.com']) {
      expect(isFormulaCell(cell), cell).toBe(false);
    }
  });
});
