#!/usr/bin/env node
// After `stryker run`: one line per mutated file of domain/ (killed of valid mutants, the score), and exit 1 when any
// file scores under 90%. Every file Stryker mutated is held to it, so a new feature's domain files are too.
// Stryker's conventions: a timeout counts as killed; compile and runtime errors and ignored mutants are not counted.
import { readFileSync } from 'node:fs';

const REPORT = 'reports/mutation/mutation.json';
const THRESHOLD = 90;
const KILLED = new Set(['Killed', 'Timeout']);
const NOT_KILLED = new Set(['Survived', 'NoCoverage']);

const report = JSON.parse(readFileSync(REPORT, 'utf8'));
const rows = Object.entries(report.files)
  .map(([file, { mutants }]) => {
    const killed = mutants.filter((mutant) => KILLED.has(mutant.status)).length;
    const valid = killed + mutants.filter((mutant) => NOT_KILLED.has(mutant.status)).length;
    return { file, killed, valid, score: valid === 0 ? null : (100 * killed) / valid };
  })
  .sort((a, b) => a.file.localeCompare(b.file));

const width = Math.max(...rows.map((row) => row.file.length));
console.log(`\nmutation score per file (at least ${THRESHOLD}% each)`);
for (const { file, killed, valid, score } of rows) {
  const figure = score === null ? 'no mutants' : `${score.toFixed(1).padStart(5)}%  (${killed}/${valid} killed)`;
  const mark = score !== null && score < THRESHOLD ? '  BELOW' : '';
  console.log(`  ${file.padEnd(width)}  ${figure}${mark}`);
}

const below = rows.filter((row) => row.score !== null && row.score < THRESHOLD);
if (below.length > 0) {
  console.error(`\n${below.length} file(s) below ${THRESHOLD}%: ${below.map((row) => row.file).join(', ')}`);
  process.exit(1);
}
console.log(`\nevery file at ${THRESHOLD}% or more`);
