import { createRoute, z } from '@hono/zod-openapi';
import { contractApp, okBody } from '../contract/declare.js';
import type { ServiceContext } from '../context.js';
import { cacheControl, PUBLIC_CACHE } from '../lib/http.js';
import { DEFENDER_IMAGES_DATA, DEFENDER_IMAGES_DATA_PATH } from '../seed/defender-quiz.js';

const combination = z.object({
  image: z.string().meta({ description: 'Media-library id of the image' }),
  alt: z.string(),
  description: z.string(),
  configurator_url: z.url({ protocol: /^https$/ }).meta({ description: 'The external configurator, preset to the combination' }),
});

const defenderImagesData = createRoute({
  method: 'get',
  path: DEFENDER_IMAGES_DATA_PATH,
  tags: ['Site API'],
  summary: 'The Defender quiz’s image data file',
  description:
    'A static JSON file: for each combination `<90|110>-<diesel|petrol>-<adventurer|country|explorer|urban>`, an image, a description and the configurator link. The seeded Defender quiz names it in its images_data_url.',
  responses: okBody(z.object({ combinations: z.record(z.string(), combination) }), 'The image data'),
});

/** block-catalogue.md §7 "Quiz: loads a JSON file of image data from the URL in images_data_url". */
export function quizDataRoutes(_ctx: ServiceContext) {
  const app = contractApp();
  app.use(DEFENDER_IMAGES_DATA_PATH, cacheControl(PUBLIC_CACHE));
  app.openapi(defenderImagesData, (c) => c.json(DEFENDER_IMAGES_DATA, 200));
  return app;
}
