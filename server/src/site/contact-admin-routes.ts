import type { ContactMessageView, ContactsGlanceView, NewsletterSubscriberView } from '@referly/domain';
import type { ReadStore } from '@referly/infra/ports/read-store';
import type { ContactMessageDoc } from '@referly/projections/site/contact-messages.projection';
import type { NewsletterSubscriberDoc } from '@referly/projections/site/newsletter-subscribers.projection';
import { countContactMessages, countNewsletterSubscribers, listContactMessages, listNewsletterSubscribers } from '@referly/projections/site/queries';
import { Router, type Response } from 'express';
import { toCsv } from '../http/csv.ts';
import { replyWithLink } from '../http/download-links.ts';

/** How many of each the admin's page shows beside the export cards. */
export const CONTACT_GLANCE_SIZE = 20;

export const CONTACT_CSV_HEADER = ['Name', 'Email', 'Subject', 'Message', 'Type', 'Rating (1-10)', 'Received (UTC)'] as const;
export const SUBSCRIBER_CSV_HEADER = ['Email', 'Subscribed (UTC)'] as const;

/** Today in Sydney, as the file names say it: 'contact-emails-2026-11-24.csv'. */
const sydneyDate = (now: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

const contactView = (doc: ContactMessageDoc): ContactMessageView => ({
  id: doc._id,
  name: doc.name,
  email: doc.email,
  subject: doc.subject,
  message: doc.message,
  kind: doc.kind,
  rating: doc.rating,
  receivedAt: doc.receivedAt,
});
const subscriberView = (doc: NewsletterSubscriberDoc): NewsletterSubscriberView => ({ email: doc.email, subscribedAt: doc.subscribedAt });

const sendCsv = (res: Response, name: string, csv: string) => {
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${name}"`);
  res.setHeader('Cache-Control', 'no-store');
  // opened on its own through its link, it renders nothing (as http/send-file.ts sends an upload)
  res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
  // the byte-order mark tells a spreadsheet the text is UTF-8
  res.send(`\ufeff${csv}`);
};

/**
 * Contact management (spec 001): the two exports, and what they hold at a glance. Mounted behind requireAuth(['admin']);
 * an export asked with `?link=1` answers a signed link to download it from (http/download-links.ts).
 */
export const contactAdminRoutes = ({ readStore, clock }: { readStore: ReadStore; clock: () => Date }) => {
  const exports = Router();
  exports.get('/contact-emails', async (_req, res) => {
    if (replyWithLink(res)) return;
    const rows = (await listContactMessages(readStore)).map((m) => [m.name, m.email, m.subject, m.message, m.kind, m.rating, m.receivedAt]);
    sendCsv(res, `contact-emails-${sydneyDate(clock())}.csv`, toCsv(CONTACT_CSV_HEADER, rows));
  });
  exports.get('/newsletter-subscribers', async (_req, res) => {
    if (replyWithLink(res)) return;
    const rows = (await listNewsletterSubscribers(readStore)).map((s) => [s.email, s.subscribedAt]);
    sendCsv(res, `newsletter-subscribers-${sydneyDate(clock())}.csv`, toCsv(SUBSCRIBER_CSV_HEADER, rows));
  });

  const glance = Router();
  glance.get('/', async (_req, res) => {
    const [messages, messageCount, subscribers, subscriberCount] = await Promise.all([
      listContactMessages(readStore, CONTACT_GLANCE_SIZE),
      countContactMessages(readStore),
      listNewsletterSubscribers(readStore, CONTACT_GLANCE_SIZE),
      countNewsletterSubscribers(readStore),
    ]);
    const data: ContactsGlanceView = {
      messages: { total: messageCount, recent: messages.map(contactView) },
      subscribers: { total: subscriberCount, recent: subscribers.map(subscriberView) },
    };
    res.json({ statusCode: 200, data });
  });
  return { exports, glance };
};
