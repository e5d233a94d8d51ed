import type { AreaDocs } from '../route-doc.js';

export const systemDocs: AreaDocs = {
  area: 'System',
  description: 'Whether the server is up, and this document.',
  routes: [
    { method: 'get', path: '/api/health/', summary: 'Tells whether the server is up: {status: "ok"}.', caller: 'anyone' },
    { method: 'get', path: '/api/docs/', summary: 'This API described as a readable web page.', caller: 'anyone', answer: 'html' },
    { method: 'get', path: '/api/docs/openapi.json', summary: 'This API as an OpenAPI 3.1 document, for tools and scripts.', caller: 'anyone' },
  ],
};
