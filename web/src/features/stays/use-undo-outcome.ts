import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notify } from '../../api/notify';
import { invalidateAfterStay } from './queries';

/**
 * What every undo modal (remove a check-in, cancel a check-out, cancel or delete a change slip) does
 * with the server's answer: on success say so, close and refresh the stay screens; on a refusal keep
 * the modal open with the server's reason.
 */
export function useUndoOutcome<T>(successMessage: (result: T) => string, onClose: () => void) {
  const client = useQueryClient();
  const [problem, setProblem] = useState<string>();
  const close = () => {
    setProblem(undefined);
    onClose();
  };
  return {
    problem,
    close,
    callbacks: {
      onSuccess: async (result: T) => {
        notify.success(successMessage(result));
        close();
        await invalidateAfterStay(client);
      },
      onError: (error: Error) => setProblem(error.message),
    },
  };
}
