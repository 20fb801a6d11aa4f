import { consentBootScript } from '../boot-script.js';
import { consentSettings } from '../settings.js';
import { resolveStrategy } from '../strategies/resolve.js';
import type { ConsentSettings } from '../strategies/strategy.js';

export interface ConsentHeadProps {
  /** Resolved settings; the storage key and strategy come from them. Defaults to the code defaults. */
  settings?: ConsentSettings;
}

/**
 * For the document `<head>`: the boot script (sets `<html data-consent>` before first paint) and,
 * for a consent-platform strategy with an id configured, the platform's loader script.
 */
export function ConsentHead({ settings }: ConsentHeadProps) {
  const { storageKey, strategy } = consentSettings(settings);
  const platform = resolveStrategy(strategy).script(settings);
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: consentBootScript(storageKey) }} />
      {platform ? <script src={platform.src} {...platform.attributes} /> : null}
    </>
  );
}
