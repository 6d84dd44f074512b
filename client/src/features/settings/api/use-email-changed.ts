import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Profile } from '../../../lib/profile';
import { updateSessionUser, withProfile } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { emailChangedMessage } from './email-change';
import { settingsKeys } from './keys';

/** Once the code is verified, the new address is the one in use: say so, and show it everywhere at once. */
export const useEmailChanged = () => {
  const queryClient = useQueryClient();
  return useCallback(
    (email: string) => {
      toast.success(emailChangedMessage);
      updateSessionUser((user) => withProfile(user, { email }));
      queryClient.setQueryData<Profile>(settingsKeys.profile, (profile) => (profile ? { ...profile, email, pendingEmail: null } : profile));
      void queryClient.invalidateQueries({ queryKey: settingsKeys.profile });
    },
    [queryClient],
  );
};
