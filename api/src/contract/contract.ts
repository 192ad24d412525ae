import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** A JSON Schema (2020-12, as OpenAPI 3.1 uses it) with every `$ref` already replaced by its target. */
export type JsonSchema = Record<string, unknown>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One call of openapi.yaml, ready for Fastify. */
export type Operation = {
  operationId: string;
  method: HttpMethod;
  /** The path as the contract writes it: /api/v1/jumpers/job/{id} */
  path: string;
  /** The same path in Fastify's syntax: /api/v1/jumpers/job/:id */
  url: string;
  /** False for the calls that need no authentication key (sign-in, registration, one-time codes). */
  secured: boolean;
  /** Request body schema per media type (application/json, multipart/form-data). */
  requestBodies: Map<string, JsonSchema>;
  requestBodyRequired: boolean;
  /** Object schemas of the path and query parameters, or undefined when the call has none. */
  paramsSchema: JsonSchema | undefined;
  querySchema: JsonSchema | undefined;
  /** Response body schema per status code; null for a response without a body (204). */
  responses: Map<number, JsonSchema | null>;
};

export type Contract = {
  document: Record<string, unknown>;
  operations: Map<string, Operation>;
  errorSchema: JsonSchema;
};

const defaultContractFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../openapi.yaml');
const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;

type Node = Record<string, unknown>;

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Replaces every local `$ref` by a copy of its target, so each schema stands alone (the document has no cycles). */
function dereference(value: unknown, root: Node, trail: string[] = []): unknown {
  if (Array.isArray(value)) return value.map((item) => dereference(item, root, trail));
  if (!isNode(value)) return value;
  const ref = value.$ref;
  if (typeof ref === 'string') {
    if (!ref.startsWith('#/')) throw new Error(`openapi.yaml: only local $ref is supported, not ${ref}`);
    if (trail.includes(ref)) throw new Error(`openapi.yaml: circular $ref ${ref}`);
    let target: unknown = root;
    for (const part of ref.slice(2).split('/')) {
      target = isNode(target) ? target[part.replaceAll('~1', '/').replaceAll('~0', '~')] : undefined;
    }
    if (target === undefined) throw new Error(`openapi.yaml: $ref ${ref} points nowhere`);
    return dereference(target, root, [...trail, ref]);
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, dereference(item, root, trail)]));
}

type Parameter = { name: string; in: string; required?: boolean; schema?: JsonSchema };

function parametersSchema(parameters: Parameter[], location: 'path' | 'query'): JsonSchema | undefined {
  const own = parameters.filter((parameter) => parameter.in === location);
  if (own.length === 0) return undefined;
  return {
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(own.map((parameter) => [parameter.name, parameter.schema ?? {}])),
    required: own.filter((parameter) => parameter.required || location === 'path').map((parameter) => parameter.name),
  };
}

function jsonSchemaOf(content: unknown): JsonSchema | null {
  if (!isNode(content)) return null;
  const media = content['application/json'];
  return isNode(media) && isNode(media.schema) ? media.schema : null;
}

/** Reads openapi.yaml once; every route, validator and test takes its schemas from here. */
export function loadContract(file: string = defaultContractFile): Contract {
  const document = parse(readFileSync(file, 'utf8')) as Node;
  const resolved = dereference(document, document) as Node;
  const globalSecured = Array.isArray(resolved.security) && resolved.security.length > 0;
  const operations = new Map<string, Operation>();

  for (const [pathName, pathItem] of Object.entries(resolved.paths as Record<string, Node>)) {
    for (const method of methods) {
      const operation = pathItem[method];
      if (!isNode(operation)) continue;
      const operationId = operation.operationId;
      if (typeof operationId !== 'string') throw new Error(`openapi.yaml: ${method} ${pathName} has no operationId`);
      if (operations.has(operationId)) throw new Error(`openapi.yaml: operationId ${operationId} is used twice`);

      const parameters = [
        ...((pathItem.parameters as Parameter[]) ?? []),
        ...((operation.parameters as Parameter[]) ?? []),
      ];
      const requestBody = isNode(operation.requestBody) ? operation.requestBody : undefined;
      const requestBodies = new Map<string, JsonSchema>();
      if (requestBody && isNode(requestBody.content)) {
        for (const [mediaType, media] of Object.entries(requestBody.content)) {
          if (isNode(media) && isNode(media.schema)) requestBodies.set(mediaType, media.schema);
        }
      }
      const responses = new Map<number, JsonSchema | null>();
      for (const [status, response] of Object.entries(operation.responses as Record<string, Node>)) {
        responses.set(Number(status), jsonSchemaOf(response.content));
      }
      const security = operation.security;
      operations.set(operationId, {
        operationId,
        method: method.toUpperCase() as HttpMethod,
        path: pathName,
        url: pathName.replaceAll(/\{(\w+)\}/g, ':$1'),
        secured: Array.isArray(security) ? security.length > 0 : globalSecured,
        requestBodies,
        requestBodyRequired: requestBody?.required === true,
        paramsSchema: parametersSchema(parameters, 'path'),
        querySchema: parametersSchema(parameters, 'query'),
        responses,
      });
    }
  }
  const errorSchema = (resolved.components as Node).schemas as Record<string, JsonSchema>;
  return { document, operations, errorSchema: errorSchema.Error! };
}
