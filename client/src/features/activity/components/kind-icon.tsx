import {
  BadgeCheck,
  Bell,
  Briefcase,
  Building2,
  Coins,
  CreditCard,
  FileUser,
  Mail,
  MessageSquare,
  Newspaper,
  TicketPercent,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import type { ActivityKind } from '@referly/domain';

const icons: Record<ActivityKind, LucideIcon> = {
  accounts: UserRound,
  verification: BadgeCheck,
  referrals: Briefcase,
  resumeReviews: FileUser,
  payments: CreditCard,
  credits: Coins,
  chat: MessageSquare,
  companies: Building2,
  coupons: TicketPercent,
  notifications: Bell,
  site: Newspaper,
  emails: Mail,
};

/** An entry's kind at a glance (its label is written beside it: the icon is never the only sign). */
export function KindIcon({ kind }: { kind: ActivityKind }) {
  const Icon = icons[kind] ?? Bell;
  return (
    <span className="mt-0.5 grid size-8 shrink-0 place-items-center rounded-full bg-slate-100 text-slate-600">
      <Icon aria-hidden className="size-4" />
    </span>
  );
}
