import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Download, Inbox, Mail, Newspaper } from 'lucide-react';
import { formatDate, formatDateTime } from '../../../lib/dates.ts';
import { paths } from '../../../lib/paths.ts';
import { toast } from '../../../lib/toast.ts';
import { Badge } from '../../../ui/badge.tsx';
import { Button } from '../../../ui/button.tsx';
import { CardList, ItemCard } from '../../../ui/list-cards.tsx';
import { DataTable } from '../../../ui/data-table.tsx';
import { EmptyState, ListSkeleton, ListStates, ResponsiveList } from '../../../ui/list-states.tsx';
import { PageColumn, PageHeader } from '../../../ui/page.tsx';
import { useContactsGlance, type ContactMessage, type Subscriber } from '../api/contacts.ts';
import { exportCsv, exportMessages } from './export-csv.ts';

const today = () => formatDate(new Date().toISOString(), 'YYYY-MM-DD');

/** Spec 001 contact_management: the two exports (named contact-emails-{date}.csv, newsletter-subscribers-{date}.csv). */
const exportCards = [
  {
    id: 'contact-emails',
    title: 'Contact emails',
    text: 'Every message sent through the contact and feedback forms: name, email, subject, message, type, rating and when it arrived.',
    path: '/api/admin/export/contact-emails',
    what: 'contact emails',
    icon: Mail,
  },
  {
    id: 'newsletter-subscribers',
    title: 'Newsletter subscribers',
    text: 'Every address subscribed to the newsletter, with the date it subscribed.',
    path: '/api/admin/export/newsletter-subscribers',
    what: 'newsletter subscribers',
    icon: Newspaper,
  },
] as const;

type ExportId = (typeof exportCards)[number]['id'];

function KindBadge({ message }: { message: ContactMessage }) {
  return message.kind === 'feedback' ? (
    <Badge tone="progress">Feedback{message.rating === null ? '' : ` · ${message.rating}/10`}</Badge>
  ) : (
    <Badge tone="brand">Contact</Badge>
  );
}

export function ContactManagementPage() {
  const glance = useContactsGlance();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<ExportId | null>(null);
  const totals: Record<ExportId, number | undefined> = {
    'contact-emails': glance.data?.messages.total,
    'newsletter-subscribers': glance.data?.subscribers.total,
  };

  const runExport = async (card: (typeof exportCards)[number]) => {
    setBusy(card.id);
    const outcome = await exportCsv(card.path, `${card.id}-${today()}.csv`, card.what);
    setBusy(null);
    if (outcome.ok) toast.success(exportMessages.done(outcome.file));
    else if (outcome.reason === 'login') {
      toast.error(outcome.message);
      navigate(paths.login);
    } else if (outcome.reason === 'failed') toast.error(outcome.message);
    // 'expired': the shared request helper has said so and gone to /login
  };

  const messages = glance.data?.messages.recent ?? [];
  const subscribers = glance.data?.subscribers.recent ?? [];

  return (
    <PageColumn>
      <PageHeader title="Contact Management" description="Export the messages people sent us and the newsletter's subscribers as CSV files." />
      <ul className="mt-8 grid gap-4 md:grid-cols-2">
        {exportCards.map((card) => {
          const Icon = card.icon;
          const total = totals[card.id];
          return (
            <li key={card.id} className="flex flex-col rounded-xl border border-slate-200 bg-white p-5">
              <div className="flex items-start gap-3">
                <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand">
                  <Icon aria-hidden className="size-5" />
                </span>
                <div className="min-w-0 flex-1">
                  <h2 className="text-base font-semibold text-ink">{card.title}</h2>
                  <p className="mt-1 text-sm text-muted">{card.text}</p>
                </div>
                <p className="text-right">
                  <span className="block text-2xl font-semibold text-ink tabular-nums" aria-hidden={total === undefined}>
                    {total ?? '–'}
                  </span>
                  <span className="text-xs text-muted">{total === 1 ? 'row' : 'rows'}</span>
                </p>
              </div>
              <div className="mt-4 flex-1" />
              <Button
                variant="secondary"
                className="self-start"
                onClick={() => void runExport(card)}
                disabled={busy !== null}
                aria-busy={busy === card.id || undefined}
                aria-label={`Export ${card.what} as CSV`}
              >
                <Download aria-hidden className="size-4" />
                {busy === card.id ? 'Exporting...' : 'Export CSV'}
              </Button>
            </li>
          );
        })}
      </ul>

      <GlanceSection id="recent-messages" title="Recent messages" shown={messages.length} total={glance.data?.messages.total}>
        <ListStates
          query={glance}
          empty={messages.length === 0}
          skeleton={<ListSkeleton label="Loading messages" cells={['h-4 w-32', 'h-4 w-40', 'h-4 flex-1', 'h-4 w-24']} rows={4} />}
          failure="Failed to load contact messages."
          emptyState={<EmptyState icon={Inbox} title="No messages yet" text="Messages sent through the contact and feedback forms will appear here." />}
        >
          <ResponsiveList
            query={glance}
            table={
              <DataTable<ContactMessage>
                rows={messages}
                rowKey={(m) => m.id}
                columns={[
                  { header: 'From', cell: (m) => <NameEmail name={m.name} email={m.email} />, className: 'w-64' },
                  {
                    header: 'Subject and message',
                    cell: (m) => (
                      <>
                        <p className="font-medium text-ink">{m.subject}</p>
                        <p className="line-clamp-2 text-muted">{m.message}</p>
                      </>
                    ),
                  },
                  { header: 'Type', cell: (m) => <KindBadge message={m} />, className: 'w-36' },
                  { header: 'Received', cell: (m) => formatDateTime(m.receivedAt), className: 'w-44 whitespace-nowrap text-muted' },
                ]}
              />
            }
            cards={
              <CardList>
                {messages.map((m) => (
                  <ItemCard key={m.id} heading={<NameEmail name={m.name} email={m.email} />} badge={<KindBadge message={m} />}>
                    <p className="mt-3 text-sm font-medium text-ink">{m.subject}</p>
                    <p className="mt-1 line-clamp-3 text-sm text-muted">{m.message}</p>
                    <p className="mt-2 text-xs text-muted">{formatDateTime(m.receivedAt)}</p>
                  </ItemCard>
                ))}
              </CardList>
            }
          />
        </ListStates>
      </GlanceSection>

      <GlanceSection id="recent-subscribers" title="Recent subscribers" shown={subscribers.length} total={glance.data?.subscribers.total}>
        <ListStates
          query={glance}
          empty={subscribers.length === 0}
          skeleton={<ListSkeleton label="Loading subscribers" cells={['h-4 w-56', 'h-4 w-32']} rows={3} />}
          failure="Failed to load newsletter subscribers."
          emptyState={<EmptyState icon={Newspaper} title="No subscribers yet" text="Addresses subscribed through the newsletter box will appear here." />}
        >
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
            {subscribers.map((s: Subscriber) => (
              <li key={s.email} className="flex flex-col gap-0.5 px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between">
                <span className="font-medium break-all text-ink">{s.email}</span>
                <span className="text-muted">Subscribed {formatDate(s.subscribedAt)}</span>
              </li>
            ))}
          </ul>
        </ListStates>
      </GlanceSection>
    </PageColumn>
  );
}

/** A list of the newest: its heading says how many of how many it shows, once they are known. */
function GlanceSection({ id, title, shown, total, children }: { id: string; title: string; shown: number; total: number | undefined; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
        {total !== undefined && (
          <span className="ml-2 text-sm font-normal text-muted">
            newest {shown} of {total}
          </span>
        )}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function NameEmail({ name, email }: { name: string; email: string }) {
  return (
    <>
      <p className="font-medium text-ink">{name}</p>
      <p className="text-sm [overflow-wrap:anywhere] text-muted">{email}</p>
    </>
  );
}
