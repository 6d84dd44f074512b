import { useQuery } from '@tanstack/react-query';
import { profileQuery } from '../../../lib/profile';

/** GET /api/user/profile */
export const useProfile = () => useQuery(profileQuery);
