import { benchAppends } from './appends.ts';
import { benchCapacity } from './capacity.ts';
import { benchChat } from './chat.ts';
import { benchCommandToReadable } from './command-to-readable.ts';
import { benchForumList } from './forum-list.ts';
import { benchForumVotes } from './forum-votes.ts';
import { benchLanding } from './landing.ts';
import { benchPayments } from './payments.ts';
import { benchReviewPayments } from './review-payments.ts';
import { benchReviewer } from './reviewer.ts';
import { benchStartup } from './startup.ts';
import { benchStreamLength } from './stream-length.ts';
import { printTable } from './table.ts';

// `npm run bench -- --quick` runs smaller samples and skips the 1,000,000-event start-up run; `--only=b,d` picks sections.
const quick = process.argv.includes('--quick');
const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const wanted = (section: string) => only === undefined || only.includes(section);

console.log(`Referly bench, ${new Date().toISOString()}, Node ${process.version}${quick ? ' (quick)' : ''}`);
if (wanted('a')) printTable('(a) event appends, SQLite adapter (in this process, both sides)', await benchAppends());
if (wanted('b'))
  printTable(
    '(b) write to readable, 50 clients; each server in its own process, one load client for both',
    await benchCommandToReadable(quick ? 1_000 : 8_000, quick ? 1_600 : 4_800),
  );
if (wanted('c'))
  printTable(
    '(c) start to ready (startEmbedded, demo data included) with a pre-filled log, server in its own process',
    await benchStartup(quick ? [100_000] : [100_000, 1_000_000]),
  );
if (wanted('d')) printTable('(d) command cost as a stream grows, server in its own process', await benchStreamLength(5_000, quick ? 300 : 1_200));
if (wanted('e'))
  printTable(
    '(e) payment to the referrer\u2019s list and socket, and (f) webhook deliveries; each server in its own process',
    await benchPayments(quick ? 500 : 2_000),
  );
if (wanted('g'))
  printTable(
    '(g) chat delivery, 1,000 sockets, 100 messages a second, and (h) the same on two processes sharing Redis; servers and the load client each in a process of their own',
    await benchChat(quick),
  );
if (wanted('i'))
  printTable(
    '(i) the built-in resume reviewer, time per resume by type, in a process of its own; bare: the text extracted with the same library',
    await benchReviewer(quick ? { pdf: 10, docx: 10, doc: 10, jpg: 1 } : { pdf: 50, docx: 50, doc: 50, jpg: 4 }),
  );
if (wanted('j'))
  printTable(
    '(j) resume reviews paid at once, to the finished AI review on the seeker\u2019s socket, PDF and DOCX; each server in its own process, one load client for both',
    await benchReviewPayments(process.env.BENCH_REVIEWS ? Number(process.env.BENCH_REVIEWS) : quick ? 30 : 100),
  );
if (wanted('k'))
  printTable(
    '(k) the forum list on 10,000 discussions (tags, comments, votes); each server in its own process, this process the one client for both',
    await benchForumList(10_000, quick ? 10 : 25),
  );
if (wanted('l'))
  printTable(
    '(l) a vote\u2019s live delivery to 500 watchers of one discussion; each server in its own process, the watchers and the voter in a load client of their own',
    await benchForumVotes(quick ? 10 : 25),
  );
if (wanted('m'))
  printTable('(m) the landing page: JavaScript before the first paint and first contentful paint on a throttled phone, in Chromium', await benchLanding(quick));
if (wanted('n'))
  printTable('(n) capacity: people served before any request or push passes 200 ms at p99, one process and two sharing Redis', await benchCapacity(quick));
