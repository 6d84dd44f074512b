import {
  Banknote,
  BookOpen,
  Briefcase,
  Building2,
  Contact,
  CreditCard,
  LayoutDashboard,
  MessageCircle,
  Megaphone,
  MessagesSquare,
  Settings,
  TicketPercent,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '../lib/paths.ts';

export type AdminNavItem = { to: string; label: string; icon: LucideIcon; end?: boolean };

/** Spec 000 §2 admin sidebar, in the spec's order, after the dashboard itself. */
export const adminNav: AdminNavItem[] = [
  { to: paths.adminDashboard, label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: paths.adminServices, label: 'Service Management', icon: Briefcase },
  { to: paths.adminPayments, label: 'Payment Management', icon: CreditCard },
  { to: paths.adminWithdrawals, label: 'Withdrawals', icon: Banknote },
  { to: paths.adminUsers, label: 'User Management', icon: Users },
  { to: paths.adminDiscussions, label: 'Discussion Forum', icon: MessagesSquare },
  { to: paths.adminLearningHub, label: 'Learning Hub', icon: BookOpen },
  { to: paths.adminCoupons, label: 'Coupon', icon: TicketPercent },
  { to: paths.adminCompanies, label: 'Company Management', icon: Building2 },
  { to: paths.adminContacts, label: 'Contact Management', icon: Contact },
  { to: paths.adminChatManager, label: 'Chat Manager', icon: MessageCircle },
  { to: paths.adminAnnouncements, label: 'Announcements', icon: Megaphone },
  { to: paths.adminSettings, label: 'Settings', icon: Settings },
];
