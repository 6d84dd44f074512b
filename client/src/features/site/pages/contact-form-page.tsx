import { CONTACT_MESSAGE_MAX, CONTACT_SUBJECT_MAX, contactFormSchema, contactMessages } from '@referly/domain';
import { Clock, Mail, Phone } from 'lucide-react';
import { Field } from '../../../ui/field.tsx';
import { TextAreaField } from '../../../ui/text-area-field.tsx';
import { supportEmail, supportHours, supportPhone } from '../contact-details.ts';
import { ContactIllustration } from '../components/illustrations.tsx';
import { SocialLinks } from '../components/social-links.tsx';
import { MessageForm, useMessageForm } from '../forms/message-form.tsx';

const empty = { name: '', email: '', subject: '', message: '' };

/** Spec 000 §2 /contactForm: name, email, subject, message; the support phone, email and five social links beside it. */
export function ContactFormPage() {
  const state = useMessageForm(
    contactFormSchema,
    empty,
    { success: (server) => server ?? contactMessages.sent, failure: contactMessages.failed },
    (parsed) => parsed,
  );
  const { form, sending } = state;

  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:py-16">
        <p className="text-sm font-semibold tracking-wide text-brand uppercase">Contact Us</p>
        <h1 className="mt-3 text-3xl font-semibold tracking-tight text-ink sm:text-4xl">We’d love to hear from you</h1>
        <p className="mt-4 max-w-2xl text-lg leading-8 text-muted">
          A question about a referral, a payment or your account? Send us a message and we will reply by email.
        </p>
        <div className="mt-10 grid gap-8 lg:grid-cols-[1.4fr_1fr]">
          <section aria-labelledby="contact-form-title" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <h2 id="contact-form-title" className="text-xl font-semibold text-ink">
              Send us a message
            </h2>
            <div className="mt-6">
              <MessageForm
                state={state}
                sentMessage={contactMessages.sentInline}
                againLabel="Send Another Message"
                submitLabel="Send Message"
                sendingLabel="Sending..."
              >
                <Field
                  label="Subject"
                  value={form.values.subject}
                  maxLength={CONTACT_SUBJECT_MAX}
                  error={form.errors.subject}
                  disabled={sending}
                  onChange={(event) => form.setField('subject', event.target.value)}
                />
                <TextAreaField
                  label="Message"
                  value={form.values.message}
                  maxLength={CONTACT_MESSAGE_MAX}
                  rows={6}
                  placeholder="How can we help?"
                  error={form.errors.message ?? null}
                  disabled={sending}
                  onChange={(value) => form.setField('message', value)}
                />
              </MessageForm>
            </div>
          </section>
          <aside aria-labelledby="contact-details-title" className="flex flex-col gap-6">
            <div className="hidden sm:block">
              <ContactIllustration />
            </div>
            <div className="rounded-2xl border border-slate-200 bg-white p-6">
              <h2 id="contact-details-title" className="text-lg font-semibold text-ink">
                Other ways to reach us
              </h2>
              <ul className="mt-4 space-y-4">
                <li className="flex items-start gap-3">
                  <Phone aria-hidden className="mt-0.5 size-5 text-brand" />
                  <div>
                    <p className="text-sm text-muted">Support phone</p>
                    <a href={supportPhone.href} className="focus-ring rounded-sm font-medium text-ink hover:text-brand">
                      {supportPhone.display}
                    </a>
                  </div>
                </li>
                <li className="flex items-start gap-3">
                  <Mail aria-hidden className="mt-0.5 size-5 text-brand" />
                  <div>
                    <p className="text-sm text-muted">Support email</p>
                    <a href={`mailto:${supportEmail}`} className="focus-ring rounded-sm font-medium break-all text-ink hover:text-brand">
                      {supportEmail}
                    </a>
                  </div>
                </li>
                <li className="flex items-start gap-3">
                  <Clock aria-hidden className="mt-0.5 size-5 text-brand" />
                  <div>
                    <p className="text-sm text-muted">Hours</p>
                    <p className="font-medium text-ink">{supportHours}</p>
                  </div>
                </li>
              </ul>
              <h3 className="mt-6 text-sm font-semibold text-ink">Follow us</h3>
              <SocialLinks tone="light" className="mt-3" />
            </div>
          </aside>
        </div>
      </div>
    </div>
  );
}
