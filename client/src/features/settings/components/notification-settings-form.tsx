import { useEffect } from 'react';
import { Switch } from 'radix-ui';
import { messages, notificationSettingKeys, type NotificationSettingKey, type NotificationSettings } from '@referly/domain';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { useNotificationSettings } from '../api/use-notification-settings';
import { useSaveNotificationSettings } from '../api/use-save-notification-settings';
import { FormSection, Skeleton } from './form-section';

/** Spec 000 §9: the five toggles, in its order and words. */
const copy: Record<NotificationSettingKey, { label: string; description: string }> = {
  jobReferralStatusUpdates: { label: 'Job referral status updates', description: 'When a referrer accepts, completes or rejects your request.' },
  newReferralOpportunities: { label: 'New referral opportunities', description: 'Openings at companies you follow.' },
  careerAdviceSessionReminders: { label: 'Career advice session reminders', description: 'A reminder before each booked session.' },
  resumeReviewCompletion: { label: 'Resume review completion', description: 'When your AI and consultant reviews are ready.' },
  generalAnnouncements: { label: 'General announcements', description: 'Product news and occasional tips.' },
};

function Toggle({ settingKey, checked, onChange }: { settingKey: NotificationSettingKey; checked: boolean; onChange: (next: boolean) => void }) {
  const labelId = `notification-${settingKey}`;
  return (
    <li className="flex items-start justify-between gap-4 py-4 first:pt-0 last:pb-0">
      <div className="min-w-0">
        <p id={labelId} className="text-sm font-medium text-ink">
          {copy[settingKey].label}
        </p>
        <p id={`${labelId}-description`} className="mt-0.5 text-sm text-muted">
          {copy[settingKey].description}
        </p>
      </div>
      <Switch.Root
        checked={checked}
        onCheckedChange={onChange}
        aria-labelledby={labelId}
        aria-describedby={`${labelId}-description`}
        className="focus-ring relative mt-0.5 inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-slate-300 transition-colors data-[state=checked]:bg-brand"
      >
        <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
      </Switch.Root>
    </li>
  );
}

export function NotificationSettingsForm() {
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();
  useEffect(() => {
    if (settings.isError) toast.error('Failed to fetch notification settings.');
  }, [settings.isError]);

  const change = (current: NotificationSettings, key: NotificationSettingKey, next: boolean) =>
    save.mutate(
      { ...current, [key]: next },
      {
        onSuccess: () => void toast.success(messages.toastNotificationsSaved),
        onError: () => void toast.error(messages.failNotifications),
      },
    );

  return (
    <FormSection title="Notification settings" description="Choose which e-mails Referly sends you. Changes save as you switch them.">
      {settings.isPending ? (
        <ul role="status" aria-label="Loading notification settings" className="flex flex-col gap-5">
          {notificationSettingKeys.map((key) => (
            <li key={key} className="flex items-center justify-between gap-4">
              <div className="flex flex-col gap-2">
                <Skeleton className="h-4 w-48" />
                <Skeleton className="h-3 w-64 max-w-full" />
              </div>
              <Skeleton className="h-6 w-11 rounded-full" />
            </li>
          ))}
        </ul>
      ) : settings.isError ? (
        <div className="flex flex-col items-start gap-3 rounded-lg bg-rose-50 p-4 text-sm text-rose-700">
          <p>We couldn&apos;t load your notification settings.</p>
          <Button variant="secondary" size="sm" onClick={() => void settings.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <ul className="divide-y divide-slate-100">
          {notificationSettingKeys.map((key) => (
            <Toggle key={key} settingKey={key} checked={settings.data[key]} onChange={(next) => change(settings.data, key, next)} />
          ))}
        </ul>
      )}
    </FormSection>
  );
}
