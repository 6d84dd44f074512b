import type { FormEvent } from 'react';
import { announcementSchema, ANNOUNCEMENT_BODY_MAX, ANNOUNCEMENT_TITLE_MAX, notificationMessages } from '@referly/domain';
import { ApiError } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useZodForm } from '../../lib/use-zod-form';
import { Field } from '../../ui/field';
import { PageColumn, PageHeader } from '../../ui/page';
import { SubmitButton } from '../../ui/submit-button';
import { TextAreaField } from '../../ui/text-area-field';
import { useSendAnnouncement } from './api/mutations';

/** An admin's general announcement: it reaches every bell at once, and the inbox of whoever turned announcements on. */
export function AnnouncementsPage() {
  const send = useSendAnnouncement();
  const form = useZodForm(announcementSchema, { title: '', body: '' });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const announcement = form.validate();
    if (!announcement) return;
    send.mutate(announcement, {
      onSuccess: () => {
        toast.success(notificationMessages.announcementSent);
        form.reset({ title: '', body: '' });
      },
      onError: (error) => toast.error(error instanceof ApiError ? error.message : notificationMessages.failAnnounce),
    });
  };

  return (
    <PageColumn>
      <PageHeader
        title="Announcements"
        description="Say something to everyone on Referly. It shows in every bell at once, and is e-mailed to those who turned on general announcements."
      />
      <form onSubmit={onSubmit} noValidate className="mt-6 flex max-w-2xl flex-col gap-5 rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
        <Field
          label="Title"
          value={form.values.title}
          onChange={(event) => form.setField('title', event.target.value)}
          error={form.errors.title}
          maxLength={ANNOUNCEMENT_TITLE_MAX}
          placeholder="Scheduled maintenance on Sunday"
        />
        <TextAreaField
          label="Message"
          value={form.values.body}
          onChange={(value) => form.setField('body', value)}
          error={form.errors.body ?? null}
          placeholder="What everyone should know"
          maxLength={ANNOUNCEMENT_BODY_MAX}
          rows={6}
          showCount
        />
        <div className="sm:w-56">
          <SubmitButton busy={send.isPending} busyLabel="Sending...">
            Send announcement
          </SubmitButton>
        </div>
      </form>
    </PageColumn>
  );
}
