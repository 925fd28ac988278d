import { describe, expect, it } from 'vitest';
import * as api from './api/[...path]/route';
import * as ecomm from './ecomm/[...path]/route';
import * as external from './external/[...path]/route';
import * as images from './images/[kind]/route';
import * as imagesOfKind from './images/[kind]/[locale]/route';
import * as payments from './payments/[...path]/route';
import * as sls from './sls/[...path]/route';

describe('a path under an API prefix that no route handler serves', () => {
  it.each([
    ['/api', api],
    ['/ecomm', ecomm],
    ['/external', external],
    ['/payments', payments],
    ['/sls', sls],
  ])('%s: every method answers 404 with the error envelope', async (_prefix, route) => {
    for (const method of [route.GET, route.HEAD, route.POST, route.PUT, route.PATCH, route.DELETE, route.OPTIONS]) {
      const response = method();
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ errorCode: 'ENDPOINT_NOT_FOUND', errorDetails: [{ errorCode: 'ENDPOINT_NOT_FOUND' }] });
    }
  });

  it('/images with too few segments to name a picture answers 404 with the error envelope', async () => {
    for (const route of [images, imagesOfKind]) {
      const response = route.GET();
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ errorCode: 'ENDPOINT_NOT_FOUND' });
    }
  });
});
