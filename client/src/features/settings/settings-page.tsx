import { Tabs } from 'radix-ui';
import { Link, useSearchParams } from 'react-router-dom';
import { Bell, ExternalLink, ShieldCheck, UserRound } from 'lucide-react';
import { paths } from '../../lib/paths';
import { PageColumn, PageHeader } from '../../ui/page';
import type { SettingsVariant } from './components/form-section';
import { NotificationSettingsForm } from './components/notification-settings-form';
import { PasswordForm } from './components/password-form';
import { ProfileForm } from './components/profile-form';

type Tab = 'account' | 'notifications';
const isTab = (value: string | null): value is Tab => value === 'account' || value === 'notifications';

const navItemClass =
  'focus-ring flex shrink-0 items-center gap-2.5 rounded-lg px-3 py-2.5 text-sm font-medium text-muted transition-colors hover:bg-slate-100 hover:text-ink data-[state=active]:bg-brand-50 data-[state=active]:text-brand-800';

/** Settings shared by seekers, referrers and admins (spec 000 §2, 001 §2.2): account and notifications. */
export function SettingsPage({ variant }: { variant: SettingsVariant }) {
  const [search, setSearch] = useSearchParams();
  const requested = search.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'account';

  return (
    <PageColumn>
      <div className="max-w-6xl">
        <PageHeader title="Settings" description="Manage your account details, password and e-mail notifications." />
        <Tabs.Root
          value={tab}
          onValueChange={(next) => setSearch(next === 'account' ? {} : { tab: next }, { replace: true })}
          orientation="vertical"
          className="mt-6 flex flex-col gap-6 md:mt-8 md:flex-row md:items-start"
        >
          <nav
            aria-label="Settings sections"
            className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-1.5 md:sticky md:top-24 md:w-60 md:shrink-0"
          >
            {/* a tab list holds only tabs (axe: aria-required-children); the referrer's link to another page follows it */}
            <Tabs.List aria-label="Settings sections" className="flex flex-col gap-1">
              <Tabs.Trigger value="account" className={navItemClass}>
                <UserRound aria-hidden className="size-4" /> Account Settings
              </Tabs.Trigger>
              <Tabs.Trigger value="notifications" className={navItemClass}>
                <Bell aria-hidden className="size-4" /> Notification Settings
              </Tabs.Trigger>
            </Tabs.List>
            {variant === 'referrer' && (
              <Link to={paths.referrerVerificationStatus} className={navItemClass}>
                <ShieldCheck aria-hidden className="size-4" /> Registration &amp; Verification
                <ExternalLink aria-hidden className="ml-auto size-3.5 text-slate-400" />
              </Link>
            )}
          </nav>
          <div className="min-w-0 flex-1">
            <Tabs.Content value="account" className="flex flex-col gap-6 focus:outline-none">
              <ProfileForm variant={variant} />
              <PasswordForm variant={variant} />
            </Tabs.Content>
            <Tabs.Content value="notifications" className="focus:outline-none">
              <NotificationSettingsForm />
            </Tabs.Content>
          </div>
        </Tabs.Root>
      </div>
    </PageColumn>
  );
}
