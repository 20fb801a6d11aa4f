import { resolveSettings } from '@forecourt/api-client';
import { Component, type ReactNode } from 'react';

/** Resolved settings with these server values over the code defaults. */
export const settingsWith = (values: Record<string, string> = {}) =>
  resolveSettings(Object.entries(values).map(([key, value]) => ({ key, value })));

/** Catches a render error so a test can read its message (React 19 reports, not rethrows). */
export class CatchError extends Component<{ children: ReactNode }, { message?: string }> {
  override state: { message?: string } = {};
  static getDerivedStateFromError(error: unknown) {
    return { message: error instanceof Error ? error.message : String(error) };
  }
  override render() {
    return this.state.message ? <p role="alert">{this.state.message}</p> : this.props.children;
  }
}
