export type Row = { measure: string; ours: string; baseline: string; ratio?: string; note?: string };

const pad = (text: string, width: number) => text + ' '.repeat(Math.max(0, width - text.length));

/** A plain-text table: each figure beside the bare baseline measured in the same run, and their ratio. */
export const printTable = (title: string, rows: Row[]): void => {
  const header: Row = { measure: 'measure', ours: 'Referly', baseline: 'bare baseline', ratio: 'ratio', note: 'baseline is' };
  const all = [header, ...rows];
  const width = (key: 'measure' | 'ours' | 'baseline' | 'ratio') => Math.max(...all.map((row) => (row[key] ?? '').length));
  const widths = { measure: width('measure'), ours: width('ours'), baseline: width('baseline'), ratio: width('ratio') };
  const line = (row: Row) =>
    `| ${pad(row.measure, widths.measure)} | ${pad(row.ours, widths.ours)} | ${pad(row.baseline, widths.baseline)} | ${pad(row.ratio ?? '', widths.ratio)} | ${row.note ?? ''} |`;
  console.log(`\n${title}`);
  console.log(line(header));
  console.log(`|${['measure', 'ours', 'baseline', 'ratio'].map((key) => '-'.repeat(widths[key as keyof typeof widths] + 2)).join('|')}|---|`);
  rows.forEach((row) => console.log(line(row)));
};

export const perSecond = (count: number, ms: number): string => `${Math.round((count / ms) * 1000).toLocaleString('en-AU')}/s`;
export const millis = (ms: number): string => `${ms.toFixed(ms < 10 ? 2 : 0)} ms`;
export const micros = (ms: number): string => `${Math.round(ms * 1000).toLocaleString('en-AU')} µs`;
export const megabytes = (bytes: number): string => `${Math.round(bytes / 1024 / 1024)} MB`;
/** ours ÷ baseline, for costs: 1.00× is as cheap as the bare baseline */
export const ratio = (ours: number, baseline: number): string => `${(ours / baseline).toFixed(2)}×`;

export const percentile = (sorted: number[], p: number): number => {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
};
