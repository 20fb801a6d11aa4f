import type { ModelSpec } from '@forecourt/api-client';

/** A small spec as the API answers its first element: two engines, two trims. */
export const modelSpecFixture: ModelSpec = {
  model_key: 'rrs-23my',
  name: 'Range Rover Sport, 2023 model year',
  engines: [
    {
      key: 'd300',
      name: 'D300 MHEV',
      fuel: 'mhev',
      specifications: [
        {
          key: 'dynamic-se',
          name: 'Dynamic SE',
          groups: [
            { title: 'Performance', values: [{ name: 'Power', value: '300 PS' }, { name: 'Top speed', value: '225 km/h' }] },
            { title: 'Equipment', values: [{ name: 'Wheels', value: '21" alloy wheels' }] },
          ],
        },
        {
          key: 'autobiography',
          name: 'Autobiography',
          groups: [
            { title: 'Performance', values: [{ name: 'Power', value: '300 PS' }, { name: 'Top speed', value: '225 km/h' }] },
            { title: 'Equipment', values: [{ name: 'Wheels', value: '22" forged wheels' }] },
          ],
        },
      ],
    },
    {
      key: 'p530',
      name: 'P530 V8',
      fuel: 'petrol',
      specifications: [
        {
          key: 'autobiography',
          name: 'Autobiography',
          groups: [
            { title: 'Performance', values: [{ name: 'Power', value: '530 PS' }, { name: 'Top speed', value: '250 km/h' }] },
            { title: 'Equipment', values: [{ name: 'Wheels', value: '22" forged wheels' }] },
          ],
        },
      ],
    },
  ],
  standard_equipment: [
    { title: 'Exterior', items: ['Dynamic air suspension', 'Powered gesture tailgate'] },
    { title: 'Technology', items: ['13.1" Pivi Pro touchscreen', 'Head-up display'] },
  ],
  derivatives: [
    {
      key: '5-door-d300-dynamic-se',
      name: 'Range Rover Sport Dynamic SE D300 MHEV',
      model: 'Range Rover Sport',
      bodystyle: '5-door',
      engine: 'D300 MHEV',
      specification: 'Dynamic SE',
      specs: { power: '300 PS', acceleration: '6.6 s', top_speed: '225 km/h', co2: '204 g/km' },
    },
    {
      key: '5-door-p530-autobiography',
      name: 'Range Rover Sport Autobiography P530 V8',
      model: 'Range Rover Sport',
      bodystyle: '5-door',
      engine: 'P530 V8',
      specification: 'Autobiography',
      specs: { power: '530 PS', acceleration: '4.6 s', top_speed: '250 km/h', co2: '277 g/km' },
    },
  ],
};

const defenderDerivative = (bodystyle: string, engine: string, trim: string, specs: ModelSpec['derivatives'][number]['specs']) => ({
  key: `${bodystyle}-${engine}-${trim}`.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  name: `Defender ${bodystyle} ${trim} ${engine}`,
  model: 'Defender',
  bodystyle,
  engine,
  specification: trim,
  specs,
});

const d250 = { power: '249 PS', acceleration: '8.3 s', top_speed: '188 km/h', co2: '220 g/km' };
const p400e = { power: '404 PS', acceleration: '5.4 s', top_speed: '240 km/h', electric_range: '64 km' };

/** Defender, 2023.5 model year: derivatives in two body styles. */
export const defenderSpecFixture: ModelSpec = {
  model_key: 'def-235my',
  name: 'Defender, 2023.5 model year',
  engines: [],
  standard_equipment: [
    { title: 'Exterior', items: ['Electronic air suspension', 'Side-hinged tailgate with full-size spare wheel'] },
    { title: 'Technology', items: ['11.4" Pivi Pro touchscreen', 'ClearSight Ground View'] },
  ],
  derivatives: [
    defenderDerivative('90', 'D250 MHEV', 'SE', d250),
    defenderDerivative('110', 'D250 MHEV', 'SE', d250),
    defenderDerivative('110', 'P400e PHEV', 'X-Dynamic HSE', p400e),
  ],
};

/** The fixtures by code, as a stand-in for the spec API in stories. */
export function loadSpecFixture(key: string): Promise<ModelSpec> {
  const spec = [modelSpecFixture, defenderSpecFixture].find((s) => s.model_key === key);
  return spec ? Promise.resolve(spec) : Promise.reject(new Error(`No fixture for ${key}`));
}
