import { useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency';

/**
 * The Idempotency-Key of one opening of a decision's dialog. A refusal (4xx) decided nothing, so the
 * corrected attempt is a new request with a new key; after a lost answer or a server failure the decision
 * may have been taken, and the retry keeps the key so it is answered what happened.
 */
export const useDecisionKey = () => {
  const [key, setKey] = useState(newIdempotencyKey);
  const renewAfter = (error: Error) => {
    if (isApiError(error) && error.status >= 400 && error.status < 500) setKey(newIdempotencyKey());
  };
  return { key, renewAfter };
};
