import { consentBootScript, consentSettings, resolveStrategy } from '@forecourt/consent';

/**
 * Before first paint: the consent boot script marks `<html data-consent>` from the stored choice
 * (so a visitor who already chose never sees the banner flash), then the consent platform's
 * loader when the configured strategy has one.
 */
export function consentHeadScripts(settings: Record<string, string>): Record<string, string>[] {
  const map = new Map(Object.entries(settings));
  const { storageKey, strategy } = consentSettings(map);
  const platform = resolveStrategy(strategy).script(map);
  return [
    { children: consentBootScript(storageKey) },
    ...(platform ? [{ src: platform.src, ...platform.attributes }] : []),
  ];
}
