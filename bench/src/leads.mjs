// §7 lead intake: leads posted at a steady rate (open loop: a new request every 1/rate s whatever
// the answers do) to the seeded "Book a test drive" form through the site, each with its own
// Idempotency-Key, beside the same posts to an empty route (a bare Node server that answers 201).
// Accepted/s counts 201s; p99 is the latency of all answers.
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { onCleanup } from './cleanup.mjs';
import { benchPort } from './ports.mjs';

async function startEmptyRoute() {
  const port = await benchPort();
  const child = fork(fileURLToPath(new URL('./empty-post-server.mjs', import.meta.url)), [String(port)], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the empty-route server exited with ${code}`)));
  });
  const stop = onCleanup(async () => {
    child.kill();
  });
  return { url: `http://127.0.0.1:${port}/leads`, stop };
}

/** One open-loop run at `rate` posts/s for `seconds`. */
async function post({ url, body, rate, seconds, connections }) {
  const result = await autocannon({
    url,
    method: 'POST',
    connections,
    overallRate: rate,
    duration: seconds,
    timeout: 10,
    headers: { 'Content-Type': 'application/json' },
    body,
    requests: [
      {
        setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'Idempotency-Key': randomUUID() } }),
      },
    ],
  });
  return {
    sent: result.requests.sent,
    accepted: result['2xx'],
    seconds: result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/**
 * @param {{ siteUrl: string, rate: number, seconds: number, rounds: number }} options
 */
export async function measureLeadIntake({ siteUrl, rate, seconds, rounds }) {
  const form = (await (await fetch(`${siteUrl}/public_api/forms/1`)).json()).data;
  const body = JSON.stringify({
    locale: 'en',
    page_path: '/t',
    values: {
      model: 'defender',
      retailer: String(form.locations[0].id),
      first_name: 'Bench',
      last_name: 'Visitor',
      email: 'bench@example.test',
      consent_contact: true,
    },
  });
  const anchor = await startEmptyRoute();
  const perRound = Math.max(1, Math.round(seconds / rounds));
  const runs = { leads: [], anchor: [] };
  try {
    for (let round = 0; round < rounds; round++) {
      runs.leads.push(await post({ url: `${siteUrl}/forms_api/forms/${form.id}/leads`, body, rate, seconds: perRound, connections: 10 }));
      runs.anchor.push(await post({ url: anchor.url, body, rate, seconds: perRound, connections: 10 }));
    }
  } finally {
    await anchor.stop();
  }
  const combine = (list) => {
    const secondsTotal = list.reduce((sum, r) => sum + r.seconds, 0);
    return {
      sent: list.reduce((sum, r) => sum + r.sent, 0),
      acceptedPerSecond: list.reduce((sum, r) => sum + r.accepted, 0) / secondsTotal,
      p50: Math.max(...list.map((r) => r.p50)),
      p99: Math.max(...list.map((r) => r.p99)),
      errors: list.reduce((sum, r) => sum + r.errors, 0),
    };
  };
  return { rate, seconds: perRound * rounds, leads: combine(runs.leads), anchor: combine(runs.anchor) };
}
