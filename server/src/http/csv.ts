/** A cell a spreadsheet would run as a formula: one starting with =, +, -, @, a tab or a carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180), safe to open in a spreadsheet: a text that a spreadsheet would read as a formula is
 * prefixed with an apostrophe (OWASP's advice for CSV injection), and a cell holding a comma, a quote or a line break is
 * quoted, its quotes doubled. Every admin export writes its cells through here.
 */
export const csvCell = (value: string | number | boolean | null | undefined): string => {
  if (value === null || value === undefined) return '';
  const text = String(value);
  const safe = typeof value === 'string' && FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** A CSV document: a header row, then the rows, lines ended by CRLF. */
export const toCsv = (header: readonly string[], rows: readonly (readonly (string | number | boolean | null | undefined)[])[]): string =>
  [header, ...rows].map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
