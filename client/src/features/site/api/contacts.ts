import { useQuery } from '@tanstack/react-query';
import type { ContactKind } from '@referly/domain';
import { api } from '../../../lib/api.ts';

export const siteKeys = {
  all: ['site'] as const,
  contacts: () => [...siteKeys.all, 'contacts'] as const,
};

export type ContactMessage = {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  kind: ContactKind;
  rating: number | null;
  receivedAt: string;
};
export type Subscriber = { email: string; subscribedAt: string };
export type ContactsGlance = { messages: { total: number; recent: ContactMessage[] }; subscribers: { total: number; recent: Subscriber[] } };

/** GET /api/admin/contact-management: how many messages and subscribers the exports hold, and the newest of each. */
export const useContactsGlance = () =>
  useQuery({
    queryKey: siteKeys.contacts(),
    queryFn: async ({ signal }) => (await api.get<{ data: ContactsGlance }>('/api/admin/contact-management', { signal })).data,
  });
