import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../src/auth/sessions';
import { loadContract, type JsonSchema, type Operation } from '../src/contract/contract';
import { users } from '../src/db/schema';
import { markDocumentsVerified } from './support/verified-jumper';
import { missingCodes } from './support/error-codes';
import { startTestServer, type TestServer } from './support/test-server';

// Walks every call of openapi.yaml with bad input. Calls not implemented yet must answer 404 in the error
// shape; implemented ones the exact 4xx of the contract. Nothing may answer 5xx. New routes are covered as
// they arrive, with no change here.

const contract = loadContract();
const operations = [...contract.operations.values()];
const isErrorShape = new Ajv2020({ strict: false }).compile(contract.errorSchema);
// Longer than any maxLength of the contract, while a whole body of them stays under the 1 MiB body limit.
const huge = 'x'.repeat(20_000);

type Probe = { name: string; path?: string; query?: string; init?: RequestInit; expected: number };

function concretePath(operation: Operation, value = '1') {
  return operation.path.replaceAll(/\{\w+\}/g, value);
}

function properties(schema: JsonSchema | undefined): Record<string, JsonSchema> {
  return (schema?.properties as Record<string, JsonSchema> | undefined) ?? {};
}

/** The wrapper object of a JSON body (`user`, `jumper`, `applied_job`…), when it has one. */
function wrapperOf(schema: JsonSchema): [string, JsonSchema] | undefined {
  const entries = Object.entries(properties(schema));
  return entries.length === 1 ? entries[0] : undefined;
}

function jsonInit(body: unknown, raw?: string): RequestInit {
  return { headers: { 'content-type': 'application/json' }, body: raw ?? JSON.stringify(body) };
}

/** Every string field of a schema (one level into the wrapper), with the value that breaks it. */
/** The fields of a schema (one level into the wrapper) that take a string. */
function stringFields(schema: JsonSchema): Record<string, JsonSchema> {
  const wrapper = wrapperOf(schema);
  const fields = wrapper ? properties(wrapper[1]) : properties(schema);
  return Object.fromEntries(
    Object.entries(fields).filter(
      ([, field]) => field.type === 'string' || (Array.isArray(field.type) && field.type.includes('string')),
    ),
  );
}

function oversizedFields(schema: JsonSchema): Record<string, string> {
  return Object.fromEntries(Object.keys(stringFields(schema)).map((name) => [name, huge]));
}

/** Every field of a schema (one level into the wrapper) set to a value of a type it does not take. */
function wronglyTypedFields(schema: JsonSchema): Record<string, unknown> {
  const wrapper = wrapperOf(schema);
  const fields = wrapper ? properties(wrapper[1]) : properties(schema);
  return Object.fromEntries(
    Object.entries(fields).map(([name, field]) => {
      const types = ([] as unknown[]).concat(field.type ?? []);
      return [name, types.includes('object') ? 'text' : { wrong: true }];
    }),
  );
}

function bodyProbes(operation: Operation): Probe[] {
  const json = operation.requestBodies.get('application/json');
  const probes: Probe[] = [];
  if (operation.requestBodies.size > 0) {
    probes.push({
      name: 'a body of the wrong content type',
      init: { headers: { 'content-type': 'text/plain' }, body: 'hello' },
      expected: 415,
    });
  }
  const multipart = operation.requestBodies.get('multipart/form-data');
  if (multipart) {
    const form = (fields: Record<string, string>) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.append(name, value);
      return { body };
    };
    const textFields = Object.keys(properties(multipart)).filter(
      (name) => properties(multipart)[name]!.format !== 'binary',
    );
    probes.push({
      name: 'a multipart field the contract does not name',
      init: form({ unexpected_field: 'x' }),
      expected: 422,
    });
    if (textFields.length > 0) {
      probes.push({
        name: 'huge multipart text fields',
        init: form(Object.fromEntries(textFields.map((name) => [name, huge]))),
        expected: 422,
      });
    }
  }
  if (!json) {
    if (operation.requestBodies.size > 0)
      probes.push({ name: 'JSON to a multipart call', init: jsonInit({ a: 1 }), expected: 415 });
    return probes;
  }
  const wrapper = wrapperOf(json);
  const wrap = (inner: unknown) => (wrapper ? { [wrapper[0]]: inner } : inner);
  probes.push(
    { name: 'no body', init: {}, expected: operation.requestBodyRequired ? 422 : 0 },
    { name: 'malformed JSON', init: jsonInit(undefined, '{"user": {'), expected: 400 },
    { name: 'a list instead of an object', init: jsonInit([]), expected: 422 },
    {
      name: 'an unknown top-level field',
      init: jsonInit({ ...(wrap({}) as object), unexpected_field: 1 }),
      expected: 422,
    },
    { name: 'an unknown nested field', init: jsonInit(wrap({ unexpected_field: 'x' })), expected: 422 },
    { name: 'huge strings', init: jsonInit(wrap(oversizedFields(json))), expected: 422 },
    // PostgreSQL's text cannot hold U+0000: refused before any handler, never a database fault.
    ...Object.keys(stringFields(json)).map((name) => ({
      name: `a NUL character in ${name}`,
      init: jsonInit(wrap({ [name]: 'Anna\u0000Muster' })),
      expected: 422,
    })),
    { name: 'every field of the wrong type', init: jsonInit(wrap(wronglyTypedFields(json))), expected: 422 },
    {
      name: 'deeply nested JSON',
      init: jsonInit(undefined, `{"x":${'['.repeat(100_000)}${']'.repeat(100_000)}}`),
      expected: 422,
    },
    { name: 'a body over 1 MiB', init: jsonInit(wrap({ x: 'x'.repeat(1_100_000) })), expected: 413 },
  );
  if (wrapper) probes.push({ name: 'the wrapper of the wrong type', init: jsonInit(wrap(42)), expected: 422 });
  return probes.filter((probe) => probe.expected !== 0);
}

function parameterProbes(operation: Operation): Probe[] {
  const probes: Probe[] = [];
  if (operation.paramsSchema) {
    probes.push(
      { name: 'a non-numeric id', path: concretePath(operation, 'abc'), expected: 400 },
      { name: 'a zero id', path: concretePath(operation, '0'), expected: 400 },
    );
    // A whole number above the largest 32-bit id is well formed but names nothing: 404, not a database fault.
    const integerIds = Object.values(properties(operation.paramsSchema)).some((schema) => schema.type === 'integer');
    for (const huge of ['2147483648', '9007199254740991', '9'.repeat(40)]) {
      probes.push({ name: `the id ${huge}`, path: concretePath(operation, huge), expected: integerIds ? 404 : 400 });
    }
  }
  for (const [name, schema] of Object.entries(properties(operation.querySchema))) {
    // Longer than any maxLength, shorter than the 16 KiB request-line limit of Node (that limit is a 431).
    const bad = schema.type === 'string' ? 'x'.repeat(5000) : 'not-a-number-or-boolean';
    // A choice the user makes (a filter, an order) is refused as a 422 naming it, a malformed request as a 400.
    // Fastify checks a body before the query: a call that needs a body, sent none, refuses the missing body first
    // (its own tests send a good body with a bad query parameter).
    const bodyFirst = operation.requestBodyRequired && operation.requestBodies.has('application/json');
    const expected = schema['x-refused-as'] === 422 || bodyFirst ? 422 : 400;
    probes.push({ name: `a bad query parameter ${name}`, query: `${name}=${bad}`, expected });
  }
  return probes;
}

describe('the contract, walked with bad input', () => {
  let server: TestServer;
  let key: string;

  beforeAll(async () => {
    server = await startTestServer();
    const [user] = await server.database.db
      .insert(users)
      .values({ email: 'contract@example.com', firstName: 'Con', lastName: 'Tract' })
      .returning();
    await markDocumentsVerified(server.database.db, user!.id);
    key = (await createSession(server.database.db, user!.id)).key;
  });
  afterAll(() => server.close());

  it('has unique operationIds for every call the app was built against plus log-out', () => {
    expect(operations.length).toBeGreaterThanOrEqual(49);
    expect(contract.operations.get('signOut')?.secured).toBe(true);
    for (const publicCall of ['signIn', 'register', 'generateOtp', 'verifyOtp', 'resetPassword']) {
      expect(contract.operations.get(publicCall)?.secured, publicCall).toBe(false);
    }
  });

  it('closes every request object and bounds every request string', () => {
    const faults: string[] = [];
    const walk = (schema: unknown, where: string) => {
      if (typeof schema !== 'object' || schema === null) return;
      const node = schema as JsonSchema;
      const types = ([] as unknown[]).concat(node.type ?? []);
      // An object the contract leaves to the app (an apply draft's values) says so, and the server bounds it itself.
      const freeForm = node['x-free-form'] === true;
      if (types.includes('object') && node.additionalProperties !== false && !freeForm) faults.push(`${where} is open`);
      if (
        types.includes('string') &&
        node.maxLength === undefined &&
        node.enum === undefined &&
        node.format !== 'binary'
      ) {
        faults.push(`${where} has no maxLength`);
      }
      for (const [name, child] of Object.entries(properties(node))) walk(child, `${where}.${name}`);
      if (node.items) walk(node.items, `${where}[]`);
      for (const branch of [...((node.oneOf as unknown[]) ?? []), ...((node.anyOf as unknown[]) ?? [])])
        walk(branch, where);
    };
    for (const operation of operations) {
      for (const [mediaType, schema] of operation.requestBodies) walk(schema, `${operation.operationId} ${mediaType}`);
      walk(operation.querySchema, `${operation.operationId} query`);
    }
    expect(faults).toEqual([]);
  });

  it('declares the error shape for every 4xx and 401 for every secured call', () => {
    for (const operation of operations) {
      for (const [status, schema] of operation.responses) {
        if (status >= 400) expect(schema, `${operation.operationId} ${status}`).toEqual(contract.errorSchema);
      }
      if (operation.secured) expect(operation.responses.has(401), operation.operationId).toBe(true);
    }
  });

  describe.each(operations.map((operation) => [operation.operationId, operation] as const))('%s', (_id, operation) => {
    const implemented = () => server.server.hasRoute({ method: operation.method, url: operation.url });

    async function send(probe: Probe, authorization?: string) {
      const init = probe.init ?? {};
      const headers = new Headers(init.headers);
      if (authorization) headers.set('authorization', authorization);
      const url = `${server.url}${probe.path ?? concretePath(operation)}${probe.query ? `?${probe.query}` : ''}`;
      const response = await fetch(url, { ...init, method: operation.method, headers });
      const body: unknown = await response.json();
      return { status: response.status, body };
    }

    function expectAnswer(answer: { status: number; body: unknown }, expected: number, name: string) {
      const detail = `${name}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`;
      // A call not implemented yet is a 404, unless the body parser refused the body first (400, 413, 415).
      if (implemented()) expect(answer.status, detail).toBe(expected);
      else expect([404, ...(expected === 422 ? [] : [expected])], detail).toContain(answer.status);
      expect(isErrorShape(answer.body), `${name}: error shape`).toBe(true);
      expect(missingCodes(answer.body), `${name}: codes`).toEqual([]);
    }

    if (operation.secured) {
      it('refuses a missing, malformed or unknown key with 401', async () => {
        for (const authorization of [undefined, 'Bearer', 'Basic abc', `Bearer ${'A'.repeat(43)}`]) {
          const probe = { name: `authorization ${authorization}`, expected: 401 };
          expectAnswer(await send(probe, authorization), 401, probe.name);
        }
      });
    }

    const probes = [...parameterProbes(operation), ...bodyProbes(operation)];
    if (probes.length > 0) {
      it('answers bad input with a 4xx in the error shape', async () => {
        for (const probe of probes) {
          expectAnswer(await send(probe, `Bearer ${key}`), probe.expected, probe.name);
        }
      });
    }
  });
});
