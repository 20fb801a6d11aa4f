// Debian's Chromium as the e2e suite launches it, closed to the internet: every host name but
// localhost resolves to nothing, so neither the page nor the browser can reach out.
import { chromium } from 'playwright-core';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

export function launchChromium(executablePath) {
  return chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
}
