/** A JSON Schema as the generated document holds it; only the keys the page reads. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  description?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  maxLength?: number;
  default?: unknown;
  $ref?: string;
}

export interface FieldRow {
  name: string;
  type: string;
  required: boolean;
  note: string;
}

const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** A field's type in a few words: "whole number from 1 to 10", "one of male, female", "list of text". */
export function describeType(schema: JsonSchema): string {
  if (schema.$ref) return schema.$ref.split('/').pop()!;
  if (schema.const !== undefined) return `exactly ${shown(schema.const)}`;
  if (schema.enum) return `one of ${schema.enum.map(shown).join(', ')}`;
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return [...new Set(choices.map(describeType))].join(' or ');
  if (schema.allOf) return schema.allOf.map(describeType).join(' and ');
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length === 0) return 'any';
  return types.map((t) => describeOne(t, schema)).join(' or ');
}

function describeOne(type: string, schema: JsonSchema): string {
  switch (type) {
    case 'integer':
    case 'number':
      return `${type === 'integer' ? 'whole number' : 'number'}${range(schema)}`;
    case 'string':
      return schema.format ? `text (${schema.format})` : schema.maxLength !== undefined ? `text, at most ${schema.maxLength} characters` : 'text';
    case 'array':
      return `list of ${schema.items ? describeType(schema.items) : 'any'}`;
    case 'boolean':
      return 'true or false';
    default:
      return type;
  }
}

function range(schema: JsonSchema): string {
  const low = schema.minimum ?? (schema.exclusiveMinimum === 0 ? 1 : schema.exclusiveMinimum);
  // zod writes the largest safe integer as the maximum of a bare int: not worth reading.
  const high = schema.maximum !== undefined && schema.maximum < Number.MAX_SAFE_INTEGER ? schema.maximum : undefined;
  if (low !== undefined && high !== undefined) return ` from ${low} to ${high}`;
  if (low !== undefined) return ` from ${low}`;
  if (high !== undefined) return ` up to ${high}`;
  return '';
}

/** The top-level fields of an object schema (an intersection's parts merged), one row each. */
export function describeFields(schema: JsonSchema | undefined): FieldRow[] {
  if (!schema) return [];
  if (schema.allOf) return schema.allOf.flatMap(describeFields);
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, field]) => ({
    name,
    type: describeType(field),
    required: required.has(name),
    note: [field.description, field.default !== undefined ? `Default ${shown(field.default)}.` : ''].filter(Boolean).join(' '),
  }));
}
