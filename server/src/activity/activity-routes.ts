import { ACTIVITY_EXPORT_MAX, activityCountQuerySchema, activityFilterSchema, activityPageQuerySchema } from '@referly/domain';
import type { EventStore } from '@referly/infra/ports/event-store';
import type { ReadStore } from '@referly/infra/ports/read-store';
import type { ActivityDoc } from '@referly/projections/activity/activity-entry';
import { activityContext, activityCountAfter, activityNewest, activityPage, activityQuery } from '@referly/projections/activity/queries';
import { Router } from 'express';
import { toCsv } from '../http/csv.ts';
import { replyWithLink } from '../http/download-links.ts';
import { parse } from '../http/parse.ts';
import { ACTIVITY_CSV_HEADER, activityCsvRow, activityEntryView } from './views.ts';

/** Today in Sydney, as the export's file name says it: 'activity-2026-11-24.csv'. */
const sydneyDate = (now: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

const entries = async (readStore: ReadStore, docs: ActivityDoc[]) => {
  const context = await activityContext(readStore, docs);
  return docs.map((doc) => activityEntryView(doc, context));
};

/** The admin's activity feed (docs/API.md, Activity feed); mounted at /admin/activity behind requireAuth(['admin']). */
export const activityRoutes = ({ eventStore, readStore, clock }: { eventStore: EventStore; readStore: ReadStore; clock: () => Date }): Router => {
  const router = Router();

  router.get('/', async (req, res) => {
    const { before, limit, ...filter } = parse(activityPageQuerySchema, req.query);
    const page = await activityPage(eventStore, await activityQuery(readStore, filter), { before, limit });
    res.json({ statusCode: 200, data: await entries(readStore, page.data), nextBefore: page.nextBefore });
  });

  router.get('/count', async (req, res) => {
    const { after, ...filter } = parse(activityCountQuerySchema, req.query);
    res.json({ statusCode: 200, count: await activityCountAfter(eventStore, await activityQuery(readStore, filter), after) });
  });

  router.get('/export', async (req, res) => {
    const filter = parse(activityFilterSchema, req.query);
    if (replyWithLink(res)) return;
    const docs = await activityNewest(eventStore, await activityQuery(readStore, filter), ACTIVITY_EXPORT_MAX);
    const rows = (await entries(readStore, docs)).map(activityCsvRow);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="activity-${sydneyDate(clock())}.csv"`);
    res.setHeader('Cache-Control', 'no-store');
    // opened on its own through its link, it renders nothing (as http/send-file.ts sends an upload)
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    // the byte-order mark tells a spreadsheet the text is UTF-8 (names, curly quotes)
    res.send(`\ufeff${toCsv(ACTIVITY_CSV_HEADER, rows)}`);
  });

  return router;
};
