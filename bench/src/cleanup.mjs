// Everything the run starts registers how to stop it here, so Ctrl+C, an error or the normal end
// all leave no server behind.
const stoppers = [];
let closing = false;

/** True once cleanup has begun: start nothing new. */
export const stopping = () => closing;

/** Registers `stop`; returns a function that runs it now and forgets it. */
export function onCleanup(stop) {
  // Something that started while everything else is being stopped: stop it straight away.
  if (closing) {
    Promise.resolve()
      .then(stop)
      .catch(() => {});
    return async () => {};
  }
  const entry = { stop };
  stoppers.push(entry);
  return async () => {
    const at = stoppers.indexOf(entry);
    if (at !== -1) stoppers.splice(at, 1);
    await stop();
  };
}

/** SIGTERM to a child process; resolves once it has exited. */
export function stopChild(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/** Stops everything still registered, newest first (a site before its database). */
export async function cleanupAll() {
  closing = true;
  while (stoppers.length > 0) {
    const { stop } = stoppers.pop();
    try {
      await stop();
    } catch (error) {
      console.error(`cleanup: ${error.message}`);
    }
  }
}

let exiting = false;
/** On SIGINT/SIGTERM: stop everything, then exit with the signal's conventional code. */
export function cleanupOnSignals() {
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ]) {
    process.on(signal, () => {
      if (exiting) return;
      exiting = true;
      console.error(`\n${signal}: stopping everything the benchmark started…`);
      cleanupAll().finally(() => process.exit(code));
    });
  }
}
