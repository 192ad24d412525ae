/**
 * Binds Fastify routes to `api/openapi.yaml`: the one place where a route gets its method, path and schemas.
 *
 * How a route file declares a call (say `src/routes/work-experiences.ts`):
 *
 * ```ts
 * import type { FastifyPluginAsync } from 'fastify';
 * import { route } from '../contract/route';
 * import { httpError } from '../http/errors';
 *
 * export const workExperienceRoutes: FastifyPluginAsync<{ database: DatabaseHandle }> = async (server, { database }) => {
 *   // Authenticated call: the handler's third argument is the signed-in user's session.
 *   route(server, 'deleteWorkExperience', async (request, reply, session) => {
 *     const id = request.params.id;          // typed and already validated (an integer ≥ 1) from the contract
 *     const deleted = await removeWorkExperience(database.db, session.userId, id);
 *     if (!deleted) throw httpError(404, 'not_found', 'Work experience not found.');
 *     return { message: 'Work experience deleted successfully.' }; // checked against the 200 response schema
 *   });
 * };
 * // and one line in src/server.ts: await server.register(workExperienceRoutes, { database });
 * ```
 *
 * - `route(server, operationId, handler)` is for calls the contract secures with `bearerAuth`; it refuses
 *   (at start) an operationId that the contract marks public. `publicRoute` is for calls with `security: []`
 *   and gives no session. A typo in an operationId stops the server at start.
 * - Method and URL come from the contract (`{id}` becomes `:id`); the handler never names them.
 * - `request.body`, `request.query` and `request.params` are typed from the generated `schema.d.ts` and are
 *   validated before the handler runs: unknown fields, wrong types, missing fields and strings over
 *   `maxLength` are a 422 (body) or 400 (query, path) in the error shape, with per-field messages. Query and
 *   path values are coerced (`?page=2` is the number 2) and defaults of the contract are filled in.
 * - A request whose content type the operation does not list is a 415; a JSON body above 1 MiB is a 413.
 * - Multipart bodies are not parsed here: a route taking `multipart/form-data` parses the parts itself and can
 *   check the text fields with `server.contractRuntime.validateBody(operationId, 'multipart/form-data', fields)`.
 * - The handler returns the response body (or sets `reply.status(201)` first); it is validated against the
 *   contract's schema for that status, as the client receives it (after JSON: a Date is an ISO string, which
 *   `format: date-time` accepts; a `format: date` field needs 'YYYY-MM-DD', not a Date). In tests and development
 *   a mismatch is a 500 that names the fault, in production it is logged. For a 204, `return reply.status(204).send()`.
 * - Throw `httpError` (or `fieldError`) from `../http/errors` for any 4xx, with its code: it leaves in the error shape.
 * - `session.userId` is the signed-in user's id (`users.id`); `session.sessionId` identifies the key used.
 *   Scope every query with `session.userId`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { httpError } from '../http/errors';
import type { operations } from '@jumpers/contract';

export type OperationId = keyof operations;
type OperationOf<Id extends OperationId> = operations[Id];

type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

/** The JSON request body of an operation (undefined when it takes none, or only multipart). */
export type RequestBody<Id extends OperationId> =
  OperationOf<Id> extends { requestBody?: infer Body } ? JsonOf<NonNullable<Body>> : undefined;
export type RequestQuery<Id extends OperationId> =
  OperationOf<Id> extends { parameters: { query?: infer Query } } ? NonNullable<Query> : never;
export type RequestParams<Id extends OperationId> =
  OperationOf<Id> extends { parameters: { path?: infer Params } } ? NonNullable<Params> : never;
/** Every JSON body the operation may answer with, over all its status codes. */
export type ResponseBody<Id extends OperationId> = {
  [Status in keyof OperationOf<Id>['responses']]: JsonOf<OperationOf<Id>['responses'][Status]>;
}[keyof OperationOf<Id>['responses']];

export type Session = {
  /** The signed-in user's id (`users.id`). */
  userId: string;
  /** The session row of the key this request used. */
  sessionId: string;
  /**
   * Whether an operator has verified the user's documents, as read with the session: a change shows within the
   * session cache's few seconds, and at once in a new session (the app signs in again after verification).
   */
  documentsVerified: boolean;
};

export type ContractRequest<Id extends OperationId> = FastifyRequest<{
  Body: RequestBody<Id>;
  Querystring: RequestQuery<Id>;
  Params: RequestParams<Id>;
}>;

type Answer<Id extends OperationId> = ResponseBody<Id> | FastifyReply | void;

export type SecuredHandler<Id extends OperationId> = (
  request: ContractRequest<Id>,
  reply: FastifyReply,
  session: Session,
) => Promise<Answer<Id>>;

export type PublicHandler<Id extends OperationId> = (
  request: ContractRequest<Id>,
  reply: FastifyReply,
) => Promise<Answer<Id>>;

function register(server: FastifyInstance, operationId: OperationId, secured: boolean, handler: RouteHandlerMethod) {
  const runtime = server.contractRuntime;
  const operation = runtime.operation(operationId);
  if (operation.secured !== secured) {
    throw new Error(
      `${operationId} is ${operation.secured ? 'secured' : 'public'} in openapi.yaml: declare it with ${
        operation.secured ? 'route' : 'publicRoute'
      }.`,
    );
  }
  server.route({
    method: operation.method,
    url: operation.url,
    schema: runtime.fastifySchema(operation),
    preValidation: runtime.checkContentType(operation),
    // Authentication first: without a valid key nothing of the request is parsed or validated.
    onRequest: secured ? runtime.authenticate : undefined,
    preSerialization: runtime.checkResponse(operation),
    handler,
  });
}

/** Declares an authenticated call of openapi.yaml; the handler gets the signed-in user's session. */
export function route<Id extends OperationId>(server: FastifyInstance, operationId: Id, handler: SecuredHandler<Id>) {
  register(server, operationId, true, async function (request, reply) {
    if (!request.session) throw httpError(401, 'sign_in_required', 'Please sign in.');
    return handler(request as ContractRequest<Id>, reply, request.session);
  });
}

/** Declares a call of openapi.yaml that needs no authentication key (`security: []`). */
export function publicRoute<Id extends OperationId>(
  server: FastifyInstance,
  operationId: Id,
  handler: PublicHandler<Id>,
) {
  register(server, operationId, false, async function (request, reply) {
    return handler(request as ContractRequest<Id>, reply);
  });
}
