import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { profileUpdateSchema } from '@referly/domain';
import { api } from '../../../lib/api';
import type { Profile } from '../../../lib/profile';
import { updateSessionUser, withProfile } from '../../../lib/session';
import { settingsKeys } from './keys';
import type { Envelope } from './types';

export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** `data.pendingEmail`: a new address waits for the code mailed to it; the e-mail stays the old one until then. */
export type ProfileUpdateReply = Envelope<{ pendingEmail?: string | null } | undefined>;

/**
 * PUT /api/user. What was saved shows at once everywhere: in the cached profile and in the stored
 * session user that the header, the menus and the dashboards read.
 */
export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdate) => api.put<ProfileUpdateReply>('/api/user', body),
    onSuccess: (reply, body) => {
      const pendingEmail = reply.data?.pendingEmail ?? null;
      const saved = { firstName: body.firstName, lastName: body.lastName, mobile: body.mobile, picture: body.picture ?? null };
      updateSessionUser((user) => withProfile(user, pendingEmail ? saved : { ...saved, email: body.email }));
      queryClient.setQueryData<Profile>(settingsKeys.profile, (profile) =>
        profile
          ? { ...profile, ...saved, mobileWork: body.mobileWork, ...(pendingEmail ? { pendingEmail } : { email: body.email, pendingEmail: null }) }
          : profile,
      );
      // not awaited: the person hears of the save (and sees the code panel) now; the re-read follows in the background
      void queryClient.invalidateQueries({ queryKey: settingsKeys.profile });
    },
  });
};
