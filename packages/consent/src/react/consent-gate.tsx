import type { ReactNode } from 'react';
import type { ConsentScope } from '../scopes.js';
import { useConsent } from './consent-provider.js';

export interface ConsentGateProps {
  /** The scope the content needs, e.g. 'marketing' for a third-party video. */
  scope: ConsentScope;
  children?: ReactNode;
  /** Shown instead of the content. Defaults to the cookie_consent.default_placeholder setting. */
  placeholder?: ReactNode;
}

/** Renders `children` only when consent was accepted with `scope`; otherwise the placeholder. */
export function ConsentGate({ scope, children, placeholder }: ConsentGateProps) {
  const { allows, texts } = useConsent();
  if (allows(scope)) return <>{children}</>;
  return (
    <p className="fc-consent-placeholder" data-consent-scope={scope}>
      {placeholder ?? texts.placeholder}
    </p>
  );
}
