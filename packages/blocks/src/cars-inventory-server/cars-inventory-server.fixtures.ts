import { fixture } from '../fixture.js';
import { carsInventoryFixture } from '../cars-inventory/cars-inventory.fixtures.js';
import { carsInventoryServerTemplate } from './cars-inventory-server.schema.js';

/** The seeded /used-cars block: the server-rendered list of pl-used. */
export const carsInventoryServerFixture = fixture(carsInventoryServerTemplate, carsInventoryFixture.fields);
