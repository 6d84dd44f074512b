import { useNavigate } from 'react-router-dom';
import { authModal } from '../../../lib/auth-modal';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';

/** 'Create Post': the form for someone signed in; the sign-in modal (then the form) for a visitor. */
export const useCreatePost = () => {
  const { token } = useSession();
  const navigate = useNavigate();
  return () => {
    if (token) navigate(paths.createDiscussion);
    else authModal.open('signIn', { redirectTo: paths.createDiscussion });
  };
};
