// A local stand-in for the map-update service (the maker's map server we cannot reach here): a real
// HTTP server with a few known VINs, answering the contract the content service expects
// (`POST /vin`, `POST /download`, see @forecourt/api-client map-update.ts) and serving the
// "map files" its links point at. The API tests start it on a free port; `npm start` and the
// end-to-end stack start the same one (scripts/lib/stack.mjs) and hand its URL to the content
// service as MAP_UPDATE_API_URL. Never used in production: a real service is configured there.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

interface KnownVehicle {
  vehicle: { vin: string; model: string; model_year: string; navigation_system: string };
  packages: {
    id: string;
    name: string;
    region: string;
    version: string;
    size_mb: number;
    release_date: string;
  }[];
}

const EUROPE = {
  name: 'Europe',
  region: 'Europe',
  version: '2026.Q3',
  size_mb: 7340,
  release_date: '2026-09-15',
};
const UK = {
  name: 'United Kingdom and Ireland',
  region: 'UK & Ireland',
  version: '2026.Q3',
  size_mb: 2150,
  release_date: '2026-09-15',
};

/** The VINs the stand-in knows; anything else is unknown (404). */
export const STAND_IN_VEHICLES: readonly KnownVehicle[] = [
  {
    vehicle: {
      vin: 'SALGA2BE8LA600001',
      model: 'Range Rover',
      model_year: '2020',
      navigation_system: 'Pivi Pro',
    },
    packages: [
      { id: 'eu-2026-q3', ...EUROPE },
      { id: 'uk-2026-q3', ...UK },
    ],
  },
  {
    vehicle: {
      vin: 'SAJAA4BX3KCP12345',
      model: 'Jaguar XE',
      model_year: '2019',
      navigation_system: 'InControl Touch Pro',
    },
    packages: [{ id: 'eu-2026-q3', ...EUROPE }],
  },
  // A North-American VIN that carries its check digit (position 9).
  {
    vehicle: {
      vin: '1M8GDM9AXKP042788',
      model: 'Defender 110',
      model_year: '2019',
      navigation_system: 'Pivi Pro',
    },
    packages: [
      {
        id: 'na-2026-q3',
        name: 'North America',
        region: 'USA & Canada',
        version: '2026.Q3',
        size_mb: 9120,
        release_date: '2026-09-15',
      },
    ],
  },
];

/** A VIN the stand-in answers 500 for: how tests see the service fail. */
export const STAND_IN_FAILING_VIN = 'SALWA2FK0JA000500';
/** A VIN the stand-in never answers within a test's timeout. */
export const STAND_IN_SLOW_VIN = 'SALWA2FK0JA000504';

export interface MapUpdateStandIn {
  /** Base URL of the service: the value of `map_update.api_url` (or MAP_UPDATE_API_URL). */
  url: string;
  /** Every request it got, as `METHOD /path`, oldest first. */
  requests: string[];
  close(): Promise<void>;
}

const MAX_BODY = 4096;

async function readJson(req: IncomingMessage): Promise<Record<string, unknown> | null> {
  let text = '';
  for await (const chunk of req) {
    text += String(chunk);
    if (text.length > MAX_BODY) return null;
  }
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export async function startMapUpdateStandIn(
  options: { port?: number; host?: string } = {},
): Promise<MapUpdateStandIn> {
  const requests: string[] = [];
  const pending = new Set<NodeJS.Timeout>();
  let origin = '';
  const server: Server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://stand-in.local').pathname;
    requests.push(`${req.method} ${path}`);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    };
    if (req.method === 'GET' && path.startsWith('/files/')) {
      // The "map package": a small text file standing in for gigabytes of maps.
      res.writeHead(200, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Content-Disposition': `attachment; filename="${path.slice('/files/'.length).replace(/[^\w.-]/g, '')}"`,
      });
      return void res.end(
        'Map update stand-in package. Copy it to a USB drive and follow the instructions.\n',
      );
    }
    if (req.method !== 'POST' || (path !== '/vin' && path !== '/download'))
      return send(404, { error: 'Not found' });
    const body = await readJson(req);
    const vin = typeof body?.vin === 'string' ? body.vin : '';
    if (vin === STAND_IN_FAILING_VIN) return send(500, { error: 'Map service unavailable' });
    if (vin === STAND_IN_SLOW_VIN) {
      // Answers long after any caller gave up; close() clears it.
      const timer = setTimeout(() => send(200, {}), 60_000);
      pending.add(timer);
      return;
    }
    const known = STAND_IN_VEHICLES.find((entry) => entry.vehicle.vin === vin);
    if (!known) return send(404, { error: 'Unknown VIN' });
    if (path === '/vin') return send(200, known);
    const found = known.packages.find((entry) => entry.id === body?.package_id);
    if (!found) return send(404, { error: 'Unknown package' });
    const fileName = `${found.id}-${vin}.zip`;
    return send(200, {
      url: `${origin}/files/${fileName}`,
      file_name: fileName,
      size_mb: found.size_mb,
      expires_at: new Date(Date.now() + 24 * 3_600_000).toISOString(),
    });
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  origin = `http://${options.host ?? '127.0.0.1'}:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    requests,
    async close() {
      for (const timer of pending) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
