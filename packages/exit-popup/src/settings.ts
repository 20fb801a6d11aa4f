import { SETTING_DEFAULTS, settingValue } from '@forecourt/api-client';

const OK_DEFAULT = SETTING_DEFAULTS['exit_popup.ok'] ?? 'OK';

/** The `exit_popup.*` settings (site-shell.md §3), read with their code defaults. */
export interface ExitPopupSettings {
  /** `exit_popup.copy`: HTML shown in the popup (sanitise before showing). */
  copy: string;
  /** `exit_popup.ok`: OK button label. Defaults to 'OK'. */
  ok: string;
  /** `exit_popup.cancel`: cancel button label; empty hides the button. */
  cancel: string;
  /** `exit_popup.do_url`: whitelist, URL patterns one per line. */
  whitelist: string;
  /** `exit_popup.dont_url`: blacklist, URL patterns one per line. */
  blacklist: string;
}

/** Resolved settings: the map of `resolveSettings` (api-client), or the same as a plain object. */
export type ResolvedSettings = ReadonlyMap<string, string> | Readonly<Record<string, string>>;

/** Reads the exit popup's settings (missing keys take their code defaults). */
export function readExitPopupSettings(resolved: ResolvedSettings): ExitPopupSettings {
  const settings: ReadonlyMap<string, string> =
    resolved instanceof Map ? resolved : new Map(Object.entries(resolved));
  return {
    copy: settingValue(settings, 'exit_popup.copy'),
    // A blank label would leave the only way on without a name: fall back to the default.
    ok: settingValue(settings, 'exit_popup.ok').trim() || OK_DEFAULT,
    cancel: settingValue(settings, 'exit_popup.cancel').trim(),
    whitelist: settingValue(settings, 'exit_popup.do_url'),
    blacklist: settingValue(settings, 'exit_popup.dont_url'),
  };
}
