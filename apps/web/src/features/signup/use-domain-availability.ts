import { useCallback, useEffect, useState } from 'react';
import { DOMAIN_CHECK_DEBOUNCE_MS, DOMAIN_ID_PATTERN } from '@kairox/contract';
import { toast } from '../../lib/toast';
import { checkDomainExists } from './api';
import { SIGNUP_MESSAGES } from './messages';
import type { DomainStatus } from './signup-schema';

interface CheckResult {
  domain: string;
  status: DomainStatus;
  failed: boolean;
}

/**
 * Domain availability (spec sections 4 and 5): checked with GET /org/check one second after
 * typing stops. The result belongs to the domain it was computed for, so any edit puts the
 * status back to 'unknown' until the next check.
 */
export function useDomainAvailability(domainId: string) {
  const domain = domainId.trim();
  const [result, setResult] = useState<CheckResult | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!domain || !DOMAIN_ID_PATTERN.test(domain)) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setResult({ domain, status: 'checking', failed: false });
      try {
        const exists = await checkDomainExists(domain, controller.signal);
        if (controller.signal.aborted) return;
        setResult({ domain, status: exists ? 'exists' : 'free', failed: false });
        if (exists) toast.error(SIGNUP_MESSAGES.domainTaken, SIGNUP_MESSAGES.duplicateDomainTitle);
      } catch {
        if (controller.signal.aborted) return;
        setResult({ domain, status: 'unknown', failed: true });
        toast.error(SIGNUP_MESSAGES.checkFailed, SIGNUP_MESSAGES.checkFailedTitle);
      }
    }, DOMAIN_CHECK_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [domain, attempt]);

  const current = result && result.domain === domain ? result : null;
  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { status: current?.status ?? 'unknown', failed: current?.failed ?? false, retry } as const;
}
