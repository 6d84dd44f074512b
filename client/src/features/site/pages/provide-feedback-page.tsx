import { CONTACT_MESSAGE_MAX, feedbackFormSchema, feedbackMessages, feedbackToContact, feedbackTypes } from '@referly/domain';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextAreaField } from '../../../ui/text-area-field.tsx';
import { HelpIllustration } from '../components/illustrations.tsx';
import { RatingField } from '../forms/rating-field.tsx';
import { MessageForm, useMessageForm } from '../forms/message-form.tsx';

const empty = { name: '', email: '', type: '', message: '', rating: '' };

/**
 * Spec 000 §2 /provideFeedback: name, email, subject type, message and a rating of 1 to 10, sent on the contact call with
 * 'Feedback - ' before its type; the rating travels as its own field, out of 10.
 */
export function ProvideFeedbackPage() {
  const state = useMessageForm(feedbackFormSchema, empty, { success: () => feedbackMessages.thanks, failure: feedbackMessages.failed }, feedbackToContact);
  const { form, sending } = state;

  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_1.4fr] lg:py-16">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand uppercase">Provide Feedback</p>
          <h1 className="mt-3 text-3xl font-semibold tracking-tight text-ink sm:text-4xl">Help us make Referly better</h1>
          <p className="mt-4 text-lg leading-8 text-muted">
            Tell us what works, what gets in your way, or what you would like to see next. Every message is read by our team.
          </p>
          <div className="mt-8 hidden max-w-md lg:block">
            <HelpIllustration />
          </div>
        </div>
        <section aria-labelledby="feedback-form-title" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h2 id="feedback-form-title" className="text-xl font-semibold text-ink">
            Your feedback
          </h2>
          <div className="mt-6">
            <MessageForm
              state={state}
              sentMessage={feedbackMessages.sentInline}
              againLabel="Submit Another Feedback"
              submitLabel="Submit Feedback"
              sendingLabel="Submitting..."
            >
              <SelectField
                label="Subject type"
                value={form.values.type}
                error={undefined}
                disabled={sending}
                placeholder="Choose a type (optional)"
                onChange={(value) => form.setField('type', value)}
              >
                {feedbackTypes.map((type) => (
                  <option key={type} value={type}>
                    {type}
                  </option>
                ))}
              </SelectField>
              <TextAreaField
                label="Message"
                value={form.values.message}
                maxLength={CONTACT_MESSAGE_MAX}
                rows={5}
                placeholder="What would you like to tell us?"
                error={form.errors.message ?? null}
                disabled={sending}
                onChange={(value) => form.setField('message', value)}
              />
              <RatingField value={form.values.rating} error={form.errors.rating} disabled={sending} onChange={(value) => form.setField('rating', value)} />
            </MessageForm>
          </div>
        </section>
      </div>
    </div>
  );
}
