// What the figures were measured on, written above the tables in RESULTS.md.
import { readFileSync } from 'node:fs';
import os from 'node:os';

function osName() {
  try {
    const release = readFileSync('/etc/os-release', 'utf8');
    const pretty = /^PRETTY_NAME="?([^"\n]+)"?/m.exec(release)?.[1];
    if (pretty) return `${pretty} (kernel ${os.release()})`;
  } catch {
    // Not Linux, or no os-release: the kernel name will do.
  }
  return `${os.type()} ${os.release()}`;
}

export function describeMachine() {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    ramGb: (os.totalmem() / 1024 ** 3).toFixed(1),
    os: osName(),
    node: process.version,
    date: new Date().toISOString(),
    load: os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(', '),
  };
}
