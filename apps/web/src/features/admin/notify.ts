import { toast } from '../../lib/toast';
import type { AdminFailure } from './api/errors';

/** A failed action as an error toast: the spec text as the title, the server's detail under it. */
export function notifyFailure(failure: AdminFailure): void {
  if (failure.detail) toast.error(failure.detail, failure.message);
  else toast.error(failure.message);
}
