// A national importer's stock for §8: 200 retailers and 100,000 vehicles, the same on every run
// (a seeded pseudo-random sequence), loaded beside the seeded inventory with COPY — into
// PostgreSQL through the `postgres` client, into PGlite through its `/dev/blob` COPY.

const CITIES = [
  ['Warszawa', 52.2297, 21.0122],
  ['Kraków', 50.0647, 19.945],
  ['Wrocław', 51.1079, 17.0385],
  ['Poznań', 52.4064, 16.9252],
  ['Gdańsk', 54.352, 18.6466],
  ['Łódź', 51.7592, 19.456],
  ['Katowice', 50.2649, 19.0238],
  ['Szczecin', 53.4285, 14.5528],
  ['Lublin', 51.2465, 22.5684],
  ['Białystok', 53.1325, 23.1688],
  ['Bydgoszcz', 53.1235, 18.0084],
  ['Rzeszów', 50.0413, 21.999],
  ['Olsztyn', 53.7784, 20.4801],
  ['Kielce', 50.8661, 20.6286],
  ['Opole', 50.6751, 17.9213],
  ['Toruń', 53.0138, 18.5984],
  ['Zielona Góra', 51.9356, 15.5062],
  ['Gorzów Wielkopolski', 52.7368, 15.2288],
  ['Radom', 51.4027, 21.1471],
  ['Częstochowa', 50.8118, 19.1203],
];
const ENGINE_TYPES = ['petrol', 'diesel', 'mhev', 'phev'];
const COLORS = ['black', 'white', 'grey', 'blue', 'green', 'red', 'silver', 'bronze'];
const STATUSES = ['available', 'available', 'available', 'reserved', 'in_transit'];
const WEEK = [1, 2, 3, 4, 5, 6, 7].map((day) => ({
  day,
  opens: day <= 5 ? '09:00' : day === 6 ? '09:00' : null,
  closes: day <= 5 ? '18:00' : day === 6 ? '14:00' : null,
}));

export const BENCH_DEALERS = 200;
export const BENCH_VEHICLES = 100_000;

/** A small deterministic generator (mulberry32): the same stock on every run. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function benchDealers(count = BENCH_DEALERS) {
  const next = random(200);
  return Array.from({ length: count }, (_, i) => {
    const [city, lat, lon] = CITIES[i % CITIES.length];
    const n = Math.floor(i / CITIES.length) + 1;
    const brands = i % 7 === 3 ? ['Land Rover'] : i % 11 === 5 ? ['Jaguar'] : ['Jaguar', 'Land Rover'];
    return {
      name: `${brands.length === 2 ? 'Jaguar Land Rover' : brands[0]} ${city} ${n}`,
      city,
      address: `ul. Przemysłowa ${10 + i}`,
      postcode: `${String(10 + (i % 89)).padStart(2, '0')}-${String(100 + i).padStart(3, '0')}`,
      latitude: lat + (next() - 0.5) * 0.08,
      longitude: lon + (next() - 0.5) * 0.12,
      phone: `+48 22 600 ${String(i).padStart(3, '0').slice(0, 2)} ${String(i % 100).padStart(2, '0')}`,
      email: `salon@bench-${i + 1}.jlr-dealer.example`,
      website: `https://bench-${i + 1}.jlr-dealer.example`,
      brands,
      services: ['sales', 'used', 'service'],
      opening_hours: WEEK,
    };
  });
}

/** PostgreSQL COPY text format: tab-separated, `\N` for null, backslash escaped. */
const field = (value) =>
  value === null || value === undefined
    ? '\\N'
    : String(value).replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n');

export const VEHICLE_COLUMNS = [
  'vin',
  'nameplate_id',
  'state',
  'status',
  'color_canonical',
  'transmission',
  'engine_type',
  'production_year',
  'mileage',
  'msrp_price',
  'display_price',
  'monthly_price',
  'currency',
  'power',
  'engine_capacity',
  'owner_id',
  'images',
];

/**
 * The vehicles as COPY text, in chunks. `dealers`: `{ id, brands }`; `nameplates`: `{ id, brand }`.
 * Each vehicle belongs to a dealer that sells its brand.
 */
export function* vehicleCopyChunks({ dealers, nameplates, count = BENCH_VEHICLES, chunk = 5_000 }) {
  const next = random(100_000);
  const byBrand = new Map();
  for (const n of nameplates) byBrand.set(n.brand, [...(byBrand.get(n.brand) ?? []), n]);
  let lines = [];
  for (let i = 0; i < count; i++) {
    const dealer = dealers[Math.floor(next() * dealers.length)];
    const choices = dealer.brands.flatMap((brand) => byBrand.get(brand) ?? []);
    const nameplate = choices[Math.floor(next() * choices.length)];
    const used = next() < 0.6;
    const age = used ? 1 + Math.floor(next() * 8) : 0;
    const mileage = used ? Math.floor(3_000 + next() * 180_000) : Math.floor(next() * 50);
    const msrp = Math.round((180_000 + next() * 420_000) / 100) * 100;
    const display = next() < 0.05 ? null : Math.round((msrp * (1 - 0.09 * age - mileage / 2_000_000)) / 100) * 100;
    const engine = ENGINE_TYPES[Math.floor(next() * ENGINE_TYPES.length)];
    lines.push(
      [
        `${nameplate.brand === 'Jaguar' ? 'SAJ' : 'SAL'}BN${String(i).padStart(12, '0')}`,
        nameplate.id,
        used ? 'used' : 'new',
        STATUSES[i % STATUSES.length],
        COLORS[Math.floor(next() * COLORS.length)],
        next() < 0.1 ? 'manual' : 'automatic',
        engine,
        2026 - age,
        mileage,
        msrp,
        display === null ? null : Math.max(20_000, display),
        display !== null && next() < 0.3 ? Math.round(display * 0.0135) : null,
        'PLN',
        Math.floor(150 + next() * 450),
        engine === 'phev' ? 1498 : 1997 + Math.floor(next() * 2) * 999,
        dealer.id,
        JSON.stringify(['seed-discovery']),
      ]
        .map(field)
        .join('\t'),
    );
    if (lines.length === chunk) {
      yield `${lines.join('\n')}\n`;
      lines = [];
    }
  }
  if (lines.length) yield `${lines.join('\n')}\n`;
}

const DEALER_INSERT = `insert into dealers (name, city, address, postcode, latitude, longitude, phone, email, website, brands, services, opening_hours)
  select name, city, address, postcode, latitude, longitude, phone, email, website, brands, services, opening_hours
  from jsonb_to_recordset(($1::text)::jsonb) as d(name text, city text, address text, postcode text, latitude float8, longitude float8,
    phone text, email text, website text, brands jsonb, services jsonb, opening_hours jsonb)
  returning id, brands`;
const NAMEPLATES = 'select n.id, b.name as brand from nameplates n join brands b on b.id = n.brand_id order by n.id';
const COPY = `copy vehicles (${VEHICLE_COLUMNS.join(', ')}) from stdin`;

/**
 * Adds the bench stock to a migrated, seeded PostgreSQL database.
 * @param {import('postgres').Sql} sql
 */
export async function loadIntoPostgres(sql, { dealers = BENCH_DEALERS, vehicles = BENCH_VEHICLES } = {}) {
  const started = performance.now();
  const nameplates = await sql.unsafe(NAMEPLATES);
  const dealerRows = await sql.unsafe(DEALER_INSERT, [JSON.stringify(benchDealers(dealers))]);
  const stream = await sql.unsafe(COPY).writable();
  for (const chunk of vehicleCopyChunks({ dealers: dealerRows, nameplates, count: vehicles })) {
    if (!stream.write(chunk)) await new Promise((resolve) => stream.once('drain', resolve));
  }
  await new Promise((resolve, reject) => stream.end((error) => (error ? reject(error) : resolve())));
  await sql.unsafe('analyze');
  return { dealers: dealerRows.length, vehicles, seconds: (performance.now() - started) / 1000 };
}

/**
 * The same into PGlite (an open `PGlite` instance on the service's data folder).
 * @param {import('@electric-sql/pglite').PGlite} db
 */
export async function loadIntoPglite(db, { dealers = BENCH_DEALERS, vehicles = BENCH_VEHICLES } = {}) {
  const started = performance.now();
  const { rows: nameplates } = await db.query(NAMEPLATES);
  const { rows: dealerRows } = await db.query(DEALER_INSERT, [JSON.stringify(benchDealers(dealers))]);
  const text = [...vehicleCopyChunks({ dealers: dealerRows, nameplates, count: vehicles })].join('');
  await db.query(`copy vehicles (${VEHICLE_COLUMNS.join(', ')}) from '/dev/blob'`, [], { blob: new Blob([text]) });
  await db.exec('analyze');
  return { dealers: dealerRows.length, vehicles, seconds: (performance.now() - started) / 1000 };
}
