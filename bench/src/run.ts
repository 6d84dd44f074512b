import { benchAppends } from './appends.ts';
import { benchReadYourWrites } from './read-your-writes.ts';
import { benchStartup } from './startup.ts';
import { printTable } from './table.ts';

// `npm run bench -- --quick` skips the 1,000,000-event start-up run.
const quick = process.argv.includes('--quick');

console.log(`Referly bench, ${new Date().toISOString()}, Node ${process.version}`);
printTable('(a) event appends, SQLite adapter', await benchAppends());
printTable('(b) read-your-writes latency, embedded server over loopback', await benchReadYourWrites());
printTable('(c) start to ready (startEmbedded) with a pre-filled log', await benchStartup(quick ? [100_000] : [100_000, 1_000_000]));
