import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../../components/ui/toast/toast-store';
import { type CurrentUser } from '../../../lib/auth/auth-api';
import { queryKeys } from '../../../lib/query-keys';


/** After login/registration: cache the user, refresh user-dependent data, toast, go home. */
export function useAuthSuccess() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (user: CurrentUser, message: { title: string; description: string }) => {
    queryClient.setQueryData(queryKeys.user, user);
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.user[0] });
    toast({ ...message, variant: 'success' });
    navigate('/', { replace: true });
  };
}
