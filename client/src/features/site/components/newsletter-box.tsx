import { useState, type FormEvent } from 'react';
import { CheckCircle2, Mail } from 'lucide-react';
import { api, ApiError } from '../../../lib/api.ts';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../ui/button.tsx';

// The form's rules (and the validation library) load when someone starts typing, not with the landing page.
const loadSchema = () => import('@referly/domain/site/newsletter').then((m) => m.newsletterSchema);

type Phase = { kind: 'idle' } | { kind: 'submitting' } | { kind: 'done'; message: string };

/** Spec 000 §4 newsletter: idle, submitting ('Subscribing...'), success with 'Subscribe Another Email'. */
export function NewsletterBox() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (phase.kind === 'submitting') return;
    let newsletterSchema: Awaited<ReturnType<typeof loadSchema>>;
    try {
      newsletterSchema = await loadSchema();
    } catch {
      return toast.error('Failed to subscribe. Please try again later.');
    }
    const parsed = newsletterSchema.safeParse({ email });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    const value = parsed.data.email;
    setError(null);
    setPhase({ kind: 'submitting' });
    try {
      const reply = await api.post<{ message?: string }>('/api/user/subscribe-newsletter', { email: value });
      setPhase({ kind: 'done', message: reply.message ?? 'Thanks for subscribing!' });
    } catch (e) {
      setPhase({ kind: 'idle' });
      toast.error(e instanceof ApiError ? e.message : 'Failed to subscribe. Please try again later.');
    }
  };

  return (
    <section aria-labelledby="newsletter-title" className="px-4 py-16 sm:px-6">
      <div className="mx-auto flex max-w-5xl flex-col gap-8 rounded-2xl bg-brand-900 px-6 py-10 text-white sm:px-10 md:flex-row md:items-center">
        <div className="md:flex-1">
          <h2 id="newsletter-title" className="text-2xl font-semibold">
            Job-search tips, once a fortnight
          </h2>
          <p className="mt-2 text-brand-100">Referral advice, resume guides and new webinars. Unsubscribe at any time.</p>
        </div>
        {phase.kind === 'done' ? (
          <div className="flex flex-col items-start gap-3 md:flex-1" role="status">
            <p className="flex items-center gap-2 font-medium">
              <CheckCircle2 aria-hidden className="size-5 text-brand-300" /> {phase.message}
            </p>
            <Button
              variant="inverse"
              onClick={() => {
                setEmail('');
                setPhase({ kind: 'idle' });
              }}
            >
              Subscribe Another Email
            </Button>
          </div>
        ) : (
          <form onSubmit={submit} noValidate className="md:flex-1">
            <label htmlFor="newsletter-email" className="text-sm font-medium text-brand-100">
              Email address
            </label>
            <div className="mt-2 flex flex-col gap-2 sm:flex-row">
              <div className="relative flex-1">
                <Mail aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
                <input
                  id="newsletter-email"
                  type="email"
                  autoComplete="email"
                  value={email}
                  onFocus={() => void loadSchema().catch(() => undefined)}
                  onChange={(e) => {
                    setEmail(e.target.value);
                    setError(null);
                  }}
                  aria-invalid={error !== null}
                  aria-describedby={error ? 'newsletter-error' : undefined}
                  placeholder="you@example.com"
                  className="h-12 w-full rounded-lg border-0 bg-white pr-3 pl-9 text-ink placeholder:text-slate-400 focus:ring-2 focus:ring-brand-300 focus:outline-none"
                />
              </div>
              <Button type="submit" variant="inverse" size="lg" disabled={phase.kind === 'submitting'}>
                {phase.kind === 'submitting' ? 'Subscribing...' : 'Subscribe'}
              </Button>
            </div>
            {error && (
              <p id="newsletter-error" className="mt-2 text-sm text-rose-200">
                {error}
              </p>
            )}
          </form>
        )}
      </div>
    </section>
  );
}
