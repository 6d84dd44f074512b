import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { CalendarClock } from 'lucide-react';
import { careerAdviceMeetingSchema, resumeReviewMessages as messages, type CareerAdviceRow } from '@referly/domain';
import { ApiError } from '../../../lib/api';
import { formatDate } from '../../../lib/dates';
import { reasonOr } from '../../../lib/failure';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { fieldErrorsOf } from '../../../lib/use-zod-form';
import { Button } from '../../../ui/button';
import { BackLink, DetailColumns, DetailHeader, DetailNotFound, DetailStates } from '../../../ui/detail-page';
import { Fact, FactPanel, NotGiven } from '../../../ui/facts';
import { Field } from '../../../ui/field';
import { useFailureToast } from '../../../ui/list-states';
import { PageColumn } from '../../../ui/page';
import { Panel } from '../../../ui/panel';
import { DetailSkeleton } from '../../../ui/skeleton';
import { useScheduleMeeting } from '../api/mutations';
import { useCareerAdvice } from '../api/queries';
import { MeetingCard } from '../components/meeting';

const FAILED = 'Failed to fetch the career advice session.';
type MeetingField = 'link' | 'date' | 'time';

/** The career advice page's meeting form (link, date, time), saved for real: the seeker sees it on the review and in its chat. */
function MeetingForm({ session }: { session: CareerAdviceRow }) {
  const schedule = useScheduleMeeting(session.reviewId);
  const [values, setValues] = useState<Record<MeetingField, string>>({
    link: session.meeting?.link ?? '',
    date: session.meeting?.date ?? '',
    time: session.meeting?.time ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<MeetingField, string>>>({});

  const edit = (field: MeetingField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = careerAdviceMeetingSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsOf<MeetingField>(parsed.error));
      return;
    }
    schedule.mutate(parsed.data, {
      onSuccess: () => void toast.success(messages.toastMeetingSaved),
      onError: (error) => {
        const fields = error instanceof ApiError ? error.fieldErrors : undefined;
        if (fields && Object.keys(fields).length > 0) setErrors(fields);
        else toast.error(reasonOr(error, messages.failUpdate));
      },
    });
  };

  return (
    <Panel
      icon={<CalendarClock aria-hidden className="size-5" />}
      title="Meeting"
      description="Set when and where the session is. Saving tells the job seeker."
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <Field
          label="Meeting link"
          type="url"
          inputMode="url"
          placeholder="https://"
          value={values.link}
          error={errors.link}
          onChange={(e) => edit('link', e.target.value)}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Date" type="date" value={values.date} error={errors.date} onChange={(e) => edit('date', e.target.value)} />
          <Field label="Time" type="time" value={values.time} error={errors.time} onChange={(e) => edit('time', e.target.value)} />
        </div>
        <Button type="submit" className="w-full sm:w-fit" disabled={schedule.isPending} aria-busy={schedule.isPending || undefined}>
          {schedule.isPending ? 'Saving...' : 'Save'}
        </Button>
      </form>
    </Panel>
  );
}

function Session({ session }: { session: CareerAdviceRow }) {
  return (
    <>
      <DetailHeader title={`Career Advice · ${session.userName}`} subtitle={`Asked on ${formatDate(session.requestedAt)} about review #${session.index}`} />
      <DetailColumns
        side={<MeetingForm session={session} />}
        main={
          <>
            {session.meeting && (
              <Panel title="Scheduled meeting">
                <MeetingCard meeting={session.meeting} />
              </Panel>
            )}
            <FactPanel title="Job Seeker">
              <Fact label="Name">{session.userName}</Fact>
              <Fact label="Email">
                <a href={`mailto:${session.email}`} className="focus-ring rounded text-brand hover:underline">
                  {session.email}
                </a>
              </Fact>
              <Fact label="Phone">{session.mobile}</Fact>
              <Fact label="Desired position">{session.desiredPosition}</Fact>
              <Fact label="Desired company">{session.desiredCompany}</Fact>
              <Fact label="Note">{session.note ?? <NotGiven>No note</NotGiven>}</Fact>
            </FactPanel>
            <BackLink to={paths.adminResumeReview(session.reviewId)}>Open the resume review</BackLink>
          </>
        }
      />
    </>
  );
}

/** /admin_dashboard/career_advice/{reviewId}: a seeker's career advice session and its meeting form. */
export function CareerAdvicePage() {
  const { id = '' } = useParams();
  const session = useCareerAdvice(id);
  useFailureToast(session.isError && session.errorUpdateCount === 1, FAILED);
  const notFound = session.error instanceof ApiError && session.error.status === 404;
  return (
    <PageColumn className="flex flex-col gap-6">
      <BackLink to={paths.adminCareerAdviceTable}>Career Advice</BackLink>
      <DetailStates
        query={session}
        loading={<DetailSkeleton label="Loading the career advice session" cards={[6]} timeline={0} />}
        notFound={
          notFound && (
            <DetailNotFound
              title="No career advice session here."
              text={messages.careerAdviceNotRequested}
              back={{ to: paths.adminCareerAdviceTable, label: 'Back to Career Advice' }}
            />
          )
        }
        failure={FAILED}
      >
        {(data) => <Session session={data} />}
      </DetailStates>
    </PageColumn>
  );
}
