import { z } from 'zod';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from 'zod-openapi';
import { apiAreas } from './routes/index.js';
import { describeAnswer, errorSchema } from './describe-answer.js';
import { callers, type RouteDoc } from './route-doc.js';

export type OpenApiDocument = ReturnType<typeof createDocument>;

// Keys and tokens that are words or hex, not row ids.
const textParams = new Set(['file', 'code', 'token', 'key', 'role']);
const pathParams = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

function pathParamSchema(path: string) {
  const shape = Object.fromEntries(
    pathParams(path).map((name) => [name, textParams.has(name) ? z.string() : z.int().positive().meta({ description: 'A row id: not a positive whole number answers 404, as a missing row does.' })]),
  );
  return z.object(shape);
}

const signInScheme: Partial<Record<keyof typeof callers, string>> = {
  signedIn: 'token', leagueAdmin: 'token', refereeManager: 'token', quizManager: 'token', referee: 'token',
  draftViewer: 'token', draftCoach: 'token', evaluator: 'token',
};

const uploadNames = { csv: 'A CSV', 'question file': 'A question file (GIFT or Moodle XML)', 'media file': 'A picture, sound or video' } as const;

const fileField = z.string().meta({ description: 'The file itself.', contentMediaType: 'application/octet-stream' });

function requestBody(route: RouteDoc): ZodOpenApiOperationObject['requestBody'] {
  if (route.upload) {
    const file = z.object({ file: fileField });
    const fields = !route.body ? file : route.body instanceof z.ZodObject ? route.body.extend({ file: fileField }) : z.intersection(route.body, file);
    const content: NonNullable<ZodOpenApiOperationObject['requestBody']>['content'] = {
      'multipart/form-data': { schema: fields, encoding: { file: { contentType: route.upload === 'csv' ? 'text/csv' : 'application/octet-stream' } } },
    };
    if (route.jsonBody) content['application/json'] = { schema: route.jsonBody };
    const description = [
      `${uploadNames[route.upload]} in the form's file part, with the other fields beside it; a field that holds a list or an object is sent as JSON text.`,
      route.jsonBody ? 'Or, without a file, the JSON body below.' : '',
    ];
    return { required: true, description: description.filter(Boolean).join(' '), content };
  }
  return route.body ? { required: true, content: { 'application/json': { schema: route.body } } } : undefined;
}

function toOperation(route: RouteDoc, tag: string): ZodOpenApiOperationObject {
  const status = route.status ?? 200;
  const scheme = signInScheme[route.caller];
  const hasPathParams = pathParams(route.path).length > 0;
  return {
    operationId: `${route.method}${route.path.replace(/^\/api/, '').replace(/[^A-Za-z0-9]+(\w)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
    tags: [tag],
    summary: route.summary,
    description: `Who may call it: ${callers[route.caller]}`,
    'x-caller': route.caller,
    security: scheme ? [{ [scheme]: [] }] : [],
    ...(hasPathParams || route.query ? { requestParams: { ...(hasPathParams ? { path: pathParamSchema(route.path) } : {}), ...(route.query ? { query: route.query } : {}) } } : {}),
    ...(route.body || route.upload ? { requestBody: requestBody(route) } : {}),
    responses: {
      [String(status)]: describeAnswer(route.answer ?? 'json', route.orCsv),
      ...(route.alsoStatus ? { [String(route.alsoStatus.status)]: { ...describeAnswer(route.answer ?? 'json'), description: route.alsoStatus.description } } : {}),
      default: { description: 'An error: {error, code?, details?}. 400 bad input (details.fields names each field), 401 not signed in, 403 wrong role, 404 missing or another league\'s, 409 a conflict, 429 too many requests.', content: { 'application/json': { schema: errorSchema } } },
    },
  };
}

/** The OpenAPI 3.1 document of the whole API, built from the route registry and the contract's zod schemas. */
export function buildOpenApiDocument(): OpenApiDocument {
  const paths: ZodOpenApiPathsObject = {};
  for (const area of apiAreas) {
    for (const route of area.routes) {
      const item = (paths[route.path] ??= {});
      if (item[route.method]) throw new Error(`${route.method.toUpperCase()} ${route.path} is documented twice.`);
      item[route.method] = toOperation(route, area.area);
    }
  }
  return createDocument(
    {
      openapi: '3.1.0',
      info: {
        title: 'Youth basketball league platform API',
        version: '1',
        description: 'Every route the server answers. Fields on the wire are snake_case, dates YYYY-MM-DD, timestamps ISO-8601; paths end with a slash. Inputs are described field by field from the validation schemas; answers by their shape only.',
      },
      tags: apiAreas.map((a) => ({ name: a.area, description: a.description })),
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Send `Token <key>`: the key from signing in, a coach\'s draft key, or an evaluator\'s token, as the route says.' },
        },
      },
      paths,
    },
    { allowEmptySchema: { map: { input: true } }, override: describeWireShape },
  );
}

/** JSON has no maps: the quiz answers arrive as an object keyed by question id, read into a Map. */
function describeWireShape({ jsonSchema, zodSchema }: { jsonSchema: Record<string, unknown>; zodSchema: z.core.$ZodTypes }): void {
  if (zodSchema._zod.def.type === 'map') Object.assign(jsonSchema, { type: 'object', additionalProperties: { type: ['string', 'array', 'null'] } });
}
