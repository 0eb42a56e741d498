import { type AccessCase, everyone } from '../access-matrix.js';

const get = (route: string, url: string, name: string, status: number | number[] = 200): AccessCase => ({
  route: `GET ${route}`,
  name,
  request: () => ({ method: 'GET', url }),
  expect: everyone(status),
});

/** The API documentation is public: the same answer for everybody. */
export const accessCases: AccessCase[] = [
  get('/api/openapi.json', '/api/openapi.json', 'the OpenAPI document'),
  get('/api/docs', '/api/docs', 'the documentation page', [200, 302]),
  get('/api/docs/json', '/api/docs/json', 'the document as JSON'),
  get('/api/docs/yaml', '/api/docs/yaml', 'the document as YAML'),
  get(
    '/api/docs/static/index.html',
    '/api/docs/static/index.html',
    'the documentation page (sent on to /api/docs/)',
    [200, 302],
  ),
  get('/api/docs/static/swagger-initializer.js', '/api/docs/static/swagger-initializer.js', 'the page set-up script'),
  get('/api/docs/static/*', '/api/docs/static/index.css', 'the page assets'),
];
