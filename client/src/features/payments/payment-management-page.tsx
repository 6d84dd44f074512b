import { useState } from 'react';
import { TriangleAlert } from 'lucide-react';
import type { PriceKey } from '@referly/domain';
import { paths } from '../../lib/paths';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { Button } from '../../ui/button';
import { useFailureToast } from '../../ui/list-states';
import { PageColumn, PageHeader } from '../../ui/page';
import { Skeleton } from '../../ui/skeleton';
import { TabBar } from '../../ui/tab-bar';
import { usePaymentConfig } from './api/queries';
import { PriceEditor, type ServiceName } from './components/price-editor';
import { TimerSettingsCard } from './components/timer-settings';
import { paymentSettingsMessages } from './messages';

type Tab = 'jobReferral' | 'resumeReview';
const tabs: Record<Tab, { label: string; key: PriceKey; service: ServiceName; about: string }> = {
  jobReferral: { label: 'Job Referrals', key: 'jobReferralAmount', service: 'Job Referral', about: 'What a job seeker pays to request a job referral.' },
  resumeReview: {
    label: 'Resume Review',
    key: 'resumeReviewAmount',
    service: 'Resume Review',
    about: 'What a job seeker pays for a resume and cover letter review.',
  },
};

/** /admin_dashboard/payment_management: the price of each paid service, in dollars, and the request timers' periods. */
export function PaymentManagementPage() {
  const [tab, setTab] = useState<Tab>('jobReferral');
  const config = usePaymentConfig();
  useFailureToast(config.isError && config.errorUpdateCount === 1, paymentSettingsMessages.failLoad);

  const current = tabs[tab];
  const entry = config.data?.[current.key];

  return (
    <PageColumn className="flex flex-col gap-5">
      <Breadcrumbs trail={[{ label: 'Dashboard', to: paths.adminDashboard }]} current="Payment Management" />
      <PageHeader title="Payment Management" description="Prices are charged in full on each new request, less any coupon." />
      <TabBar label="Service" value={tab} onChange={setTab} tabs={(Object.keys(tabs) as Tab[]).map((value) => ({ value, label: tabs[value].label }))} />
      <section role="tabpanel" aria-labelledby={`tab-${tab}`} className="max-w-2xl rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
        <h2 className="text-base font-semibold text-ink">{current.service} price</h2>
        <p className="mt-1 text-sm text-muted">{current.about}</p>
        <div className="mt-5">
          {config.isPending ? (
            <div role="status" aria-label="Loading payment settings" className="flex flex-col gap-2">
              <Skeleton className="h-4 w-28" />
              <Skeleton className="h-10 w-36" />
              <Skeleton className="h-4 w-64 max-w-full" />
            </div>
          ) : config.isError ? (
            <div role="alert" className="flex flex-col items-start gap-3 rounded-lg bg-rose-50 p-4 text-sm text-rose-700">
              <p className="flex items-center gap-2 font-medium">
                <TriangleAlert aria-hidden className="size-4" />
                {paymentSettingsMessages.failLoad}
              </p>
              <Button variant="secondary" size="sm" onClick={() => void config.refetch()}>
                Retry
              </Button>
            </div>
          ) : entry ? (
            <PriceEditor key={current.key} entry={entry} service={current.service} />
          ) : (
            <p role="alert" className="rounded-lg bg-amber-50 p-4 text-sm text-amber-900">
              {paymentSettingsMessages.notFound}
            </p>
          )}
        </div>
      </section>
      <TimerSettingsCard />
    </PageColumn>
  );
}
