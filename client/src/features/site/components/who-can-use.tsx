import { Check, FileText, Handshake, Search } from 'lucide-react';
import { authModal } from '../../../lib/auth-modal.ts';
import { useSession } from '../../../lib/session.ts';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../lib/paths.ts';
import { Button } from '../../../ui/button.tsx';
import { ReferralIllustration, ReferrerIllustration, ResumeIllustration } from './illustrations.tsx';

const audiences = [
  {
    icon: Search,
    Art: ReferralIllustration,
    title: 'Job seekers',
    text: 'Stand out from the pile of applications with a referral from someone inside the company.',
    points: ['Request a referral for a specific role', 'Chat with your referrer', 'Track every request in one place'],
  },
  {
    icon: Handshake,
    Art: ReferrerIllustration,
    title: 'Referees',
    text: 'Employees who want to help good people in and earn credits when their candidates are hired.',
    points: ['Verify your employment once', 'Review candidates for your company', 'Withdraw credits to your bank'],
  },
];

/** Who-can-use and the free resume review teaser (spec 000 §2). */
export function WhoCanUse() {
  const { token } = useSession();
  const navigate = useNavigate();
  const openResumeReview = () => {
    if (token) navigate(paths.userResumeReviewNew);
    else authModal.open('signIn', { redirectTo: paths.userResumeReviewNew });
  };

  return (
    <section aria-labelledby="who-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
      <h2 id="who-title" className="text-center text-3xl font-semibold text-ink">
        Who can use Referly
      </h2>
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        {audiences.map(({ icon: Icon, Art, title, text, points }) => (
          <article key={title} className="rounded-xl border border-slate-200 bg-white p-6 sm:p-8">
            <Art className="mb-6" />
            <h3 className="flex items-center gap-3 text-xl font-semibold text-ink">
              <span className="grid size-10 place-items-center rounded-xl bg-brand-50 text-brand">
                <Icon aria-hidden className="size-5" />
              </span>
              {title}
            </h3>
            <p className="mt-2 text-muted">{text}</p>
            <ul className="mt-5 space-y-2">
              {points.map((p) => (
                <li key={p} className="flex items-start gap-2 text-sm text-ink">
                  <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-approved" /> {p}
                </li>
              ))}
            </ul>
          </article>
        ))}
      </div>
      <div className="mt-6 flex flex-col gap-5 rounded-xl bg-ink p-6 text-white sm:flex-row sm:items-center sm:p-8">
        <span className="hidden w-28 shrink-0 sm:block">
          <ResumeIllustration />
        </span>
        <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-white/10 sm:hidden">
          <FileText aria-hidden className="size-6" />
        </span>
        <div className="flex-1">
          <h3 className="text-lg font-semibold">Free resume review</h3>
          <p className="mt-1 text-slate-300">See how your resume reads to a recruiter: an AI review and a consultant's notes.</p>
        </div>
        <Button variant="inverse" onClick={openResumeReview}>
          Learn More
        </Button>
      </div>
    </section>
  );
}
