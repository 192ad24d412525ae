import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fastJson from 'fast-json-stringify';
import type {
  FastifyInstance,
  FastifyRequest,
  FastifySchema,
  onRequestAsyncHookHandler,
  preSerializationHookHandler,
} from 'fastify';
import { httpError, type FieldErrorCode, type FieldProblem } from '../http/errors';
import type { Session } from './route';
import { loadContract, type Contract, type JsonSchema, type Operation } from './contract';

declare module 'fastify' {
  interface FastifyInstance {
    contractRuntime: ContractRuntime;
  }
  interface FastifyRequest {
    /** Set by the authentication hook (onRequest) of secured routes. */
    session: Session | null;
  }
}

export type ContractRuntime = {
  contract: Contract;
  operation: (operationId: string) => Operation;
  fastifySchema: (operation: Operation) => FastifySchema;
  /** Undefined for a call that takes no body. */
  checkContentType: (operation: Operation) => ((request: FastifyRequest) => Promise<void>) | undefined;
  checkResponse: (operation: Operation) => preSerializationHookHandler<unknown>;
  /** Checks a body that the route parsed itself (multipart fields) and throws a 422 in the error shape. */
  validateBody: (operationId: string, mediaType: string, value: unknown) => void;
  authenticate: onRequestAsyncHookHandler;
};

function newAjv(options: { coerce: boolean }) {
  const ajv = new Ajv2020({
    allErrors: true,
    // Parameters' errors carry their schema, which says when a bad value is a 422 (`x-refused-as`).
    verbose: options.coerce,
    strict: false,
    allowUnionTypes: true,
    coerceTypes: options.coerce,
    useDefaults: options.coerce,
  });
  addFormats.default(ajv, ['date', 'date-time', 'email', 'uri']);
  // PostgreSQL has no year 0: a date of 0000 must be refused here, not by the database.
  const isDate = ajv.formats.date as { validate: (value: string) => boolean };
  ajv.addFormat('date', {
    type: 'string',
    validate: (value: string) => isDate.validate(value) && !value.startsWith('0000'),
  });
  ajv.addFormat('binary', true);
  return ajv;
}

function fieldPath(error: ErrorObject): string {
  const base = error.instancePath.split('/').slice(1).join('.');
  const child =
    error.keyword === 'required'
      ? (error.params as { missingProperty: string }).missingProperty
      : error.keyword === 'additionalProperties'
        ? (error.params as { additionalProperty: string }).additionalProperty
        : undefined;
  return [base, child].filter(Boolean).join('.');
}

function messageOf(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return 'This field is required.';
    case 'additionalProperties':
      return 'This field is not accepted here.';
    case 'type':
      return `This field must be ${String(params.type).replaceAll(',', ' or ')}.`;
    case 'maxLength':
      return `This field takes at most ${String(params.limit)} characters.`;
    case 'maxItems':
      return `This list takes at most ${String(params.limit)} items.`;
    case 'enum':
      return `This field must be one of: ${(params.allowedValues as unknown[]).map(String).join(', ')}.`;
    case 'format':
      return `This field must be a valid ${String(params.format)}.`;
    default:
      return `This field ${error.message ?? 'is not valid'}.`;
  }
}

/** The code of a schema keyword's violation. */
function codeOf(error: ErrorObject): FieldErrorCode {
  switch (error.keyword) {
    case 'required':
      return 'required';
    case 'additionalProperties':
      return 'not_allowed';
    case 'type':
      return 'wrong_type';
    case 'maxLength':
      return 'too_long';
    case 'minLength':
      return 'too_short';
    case 'maxItems':
      return 'too_many_items';
    case 'minItems':
      return 'too_few_items';
    case 'enum':
    case 'const':
      return 'not_one_of';
    case 'format':
    case 'pattern':
      return 'invalid_format';
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return 'out_of_range';
    default:
      return 'invalid';
  }
}

/** Turns schema violations into the error shape: 422 for a body, 400 for the query or path, each field with its codes. */
export function validationError(errors: ErrorObject[], context: string) {
  const byField: Record<string, FieldProblem[]> = {};
  for (const error of errors) {
    // oneOf/anyOf repeat the violations of their branches; those say more.
    if (error.keyword === 'oneOf' || error.keyword === 'anyOf' || error.keyword === 'if') continue;
    const field = fieldPath(error) || context;
    const message = messageOf(error);
    const problems = (byField[field] ??= []);
    if (!problems.some((problem) => problem.message === message)) problems.push({ code: codeOf(error), message });
  }
  if (context === 'body') {
    const bodyMissing = errors.some((error) => error.instancePath === '' && error.keyword === 'type');
    if (bodyMissing) {
      return httpError(422, 'validation_failed', 'This call needs a JSON object as its body.', { fields: byField });
    }
    const [field] = Object.keys(byField);
    return httpError(
      422,
      'validation_failed',
      `Please check ${field ?? 'the body'}: ${byField[field ?? '']?.[0]?.message ?? 'it is not valid.'}`,
      { fields: byField },
    );
  }
  // A whole number above the contract's largest id is well formed, but nothing can have it.
  if (context === 'params' && errors.every((error) => error.keyword === 'maximum')) {
    return httpError(404, 'not_found', 'Nothing has this id.');
  }
  const where = context === 'params' ? 'path' : 'query';
  // A choice the user makes (a filter, an order) is refused as what they chose, not as a malformed request.
  if (errors.every((error) => (error.parentSchema as JsonSchema | undefined)?.['x-refused-as'] === 422)) {
    const [field] = Object.keys(byField);
    return httpError(422, 'validation_failed', `Please check ${field}: ${byField[field ?? '']?.[0]?.message}`, {
      fields: byField,
    });
  }
  return httpError(400, 'bad_request', `The ${where} of this request is not valid.`, { fields: byField });
}

/** A response that breaks the contract; its message names the operation and the field, never a value. */
export class ContractFault extends Error {
  override name = 'ContractFault';
}

/** In production (strictResponses false) the first response of each call and then every this many are checked. */
export const productionCheckEvery = 100;

export type ContractRuntimeOptions = {
  contract?: Contract;
  /**
   * A response that breaks the contract: true checks every response and answers 500 naming the fault (tests,
   * development); false checks a sample (productionCheckEvery) and logs a fault.
   */
  strictResponses: boolean;
  authenticate: onRequestAsyncHookHandler;
};

/** Loads the contract and installs its validators on the server; routes reach it as `server.contractRuntime`. */
export function installContract(server: FastifyInstance, options: ContractRuntimeOptions): ContractRuntime {
  const contract = options.contract ?? loadContract();
  const bodyAjv = newAjv({ coerce: false });
  const parameterAjv = newAjv({ coerce: true });
  const compiled = new WeakMap<JsonSchema, ValidateFunction>();
  const compileWith = (ajv: Ajv2020, schema: JsonSchema) => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      compiled.set(schema, validate);
    }
    return validate;
  };
  const errorValidator = compileWith(bodyAjv, contract.errorSchema);

  server.setValidatorCompiler(({ schema, httpPart }) =>
    compileWith(httpPart === 'body' ? bodyAjv : parameterAjv, schema as JsonSchema),
  );
  // A serializer compiled from the contract's response schema writes each response; one that the schema cannot
  // describe (a fault that production logs rather than refuses, see checkResponse) leaves as plain JSON instead.
  server.setSerializerCompiler(({ schema }) => {
    const serialize = fastJson(schema as Parameters<typeof fastJson>[0]);
    return (payload) => {
      try {
        return serialize(payload);
      } catch {
        return JSON.stringify(payload);
      }
    };
  });
  server.decorateRequest('session', null);

  const operation = (operationId: string) => {
    const found = contract.operations.get(operationId);
    if (!found) throw new Error(`openapi.yaml has no operation ${operationId}.`);
    return found;
  };

  const runtime: ContractRuntime = {
    contract,
    operation,
    authenticate: options.authenticate,

    fastifySchema(op) {
      const schema: FastifySchema = {};
      const jsonBody = op.requestBodies.get('application/json');
      // A call taking JSON or multipart (updateJumperProfile) validates only its JSON bodies here.
      if (jsonBody)
        schema.body = op.requestBodies.size > 1 ? { content: { 'application/json': { schema: jsonBody } } } : jsonBody;
      if (op.querySchema) schema.querystring = op.querySchema;
      if (op.paramsSchema) schema.params = op.paramsSchema;
      // Responses are written by serializers compiled from their schemas (fast-json-stringify, twice as fast as
      // JSON.stringify), which also keep any field the contract does not name from leaving the server.
      const responses = [...op.responses].filter((entry): entry is [number, JsonSchema] => entry[1] !== null);
      if (responses.length > 0) schema.response = Object.fromEntries(responses);
      return schema;
    },

    checkContentType(op) {
      const accepted = [...op.requestBodies.keys()];
      if (accepted.length === 0) return undefined;
      return async (request) => {
        const contentType = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
        if (contentType === undefined) return;
        if (!accepted.includes(contentType)) {
          throw httpError(
            415,
            'unsupported_media_type',
            `This call takes ${accepted.join(' or ')}, not ${contentType}.`,
          );
        }
      };
    },

    checkResponse(op) {
      let responses = 0;
      // A callback, not an async function: most responses in production pass straight through.
      return (request, reply, payload, done) => {
        // Production checks a sample: the check (a JSON round trip and a full validation) costs more than the
        // rest of a short response, and every response is checked in tests and development.
        if (!options.strictResponses && responses++ % productionCheckEvery !== 0) return done(null, payload);
        const status = reply.statusCode;
        const validate =
          status >= 400
            ? errorValidator
            : op.responses.get(status)
              ? compileWith(bodyAjv, op.responses.get(status)!)
              : undefined;
        let fault: string | undefined;
        if (validate === undefined) fault = `status ${status} is not in the contract of ${op.operationId}`;
        // Checked as the client receives it: after JSON, a Date is an ISO string and undefined fields are gone.
        else if (!validate(JSON.parse(JSON.stringify(payload)))) {
          fault = bodyAjv.errorsText(validate.errors, { dataVar: 'response' });
        }
        if (fault === undefined) return done(null, payload);
        request.log.error({ operationId: op.operationId, status, fault }, 'response breaks the contract');
        if (!options.strictResponses || status >= 500) return done(null, payload);
        done(new ContractFault(`Response of ${op.operationId} breaks the contract: ${fault}`));
      };
    },

    validateBody(operationId, mediaType, value) {
      const schema = operation(operationId).requestBodies.get(mediaType);
      if (!schema) throw httpError(415, 'unsupported_media_type', `This call does not take ${mediaType}.`);
      const validate = compileWith(bodyAjv, schema);
      if (!validate(value)) throw validationError(validate.errors ?? [], 'body');
    },
  };
  server.decorate('contractRuntime', runtime);
  return runtime;
}
