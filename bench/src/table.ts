export type Row = { measure: string; ours: string; baseline: string; note?: string };

const pad = (text: string, width: number) => text + ' '.repeat(Math.max(0, width - text.length));

/** A plain-text table: each figure beside the bare baseline measured in the same run. */
export const printTable = (title: string, rows: Row[]): void => {
  const header: Row = { measure: 'measure', ours: 'Referly', baseline: 'bare baseline', note: 'baseline is' };
  const all = [header, ...rows];
  const widths = {
    measure: Math.max(...all.map((row) => row.measure.length)),
    ours: Math.max(...all.map((row) => row.ours.length)),
    baseline: Math.max(...all.map((row) => row.baseline.length)),
  };
  const line = (row: Row) =>
    `| ${pad(row.measure, widths.measure)} | ${pad(row.ours, widths.ours)} | ${pad(row.baseline, widths.baseline)} | ${row.note ?? ''} |`;
  console.log(`\n${title}`);
  console.log(line(header));
  console.log(`|${'-'.repeat(widths.measure + 2)}|${'-'.repeat(widths.ours + 2)}|${'-'.repeat(widths.baseline + 2)}|---|`);
  rows.forEach((row) => console.log(line(row)));
};

export const perSecond = (count: number, ms: number): string => `${Math.round((count / ms) * 1000).toLocaleString('en-AU')}/s`;
export const millis = (ms: number): string => `${ms.toFixed(ms < 10 ? 2 : 0)} ms`;
export const megabytes = (bytes: number): string => `${Math.round(bytes / 1024 / 1024)} MB`;

export const percentile = (sorted: number[], p: number): number => {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
};
