import { useQuery } from '@tanstack/react-query';
import type { ContactMessageView, ContactsGlanceView, NewsletterSubscriberView } from '@referly/domain';
import { api } from '../../../lib/api.ts';

export const siteKeys = {
  all: ['site'] as const,
  contacts: () => [...siteKeys.all, 'contacts'] as const,
};

/** docs/API.md, Contact management: the shapes are the domain's (domain/src/site/views.ts). */
export type ContactMessage = ContactMessageView;
export type Subscriber = NewsletterSubscriberView;
export type ContactsGlance = ContactsGlanceView;

/** GET /api/admin/contact-management: how many messages and subscribers the exports hold, and the newest of each. */
export const useContactsGlance = () =>
  useQuery({
    queryKey: siteKeys.contacts(),
    queryFn: async ({ signal }) => (await api.get<{ data: ContactsGlance }>('/api/admin/contact-management', { signal })).data,
  });
