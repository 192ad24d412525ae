/** Bad arguments or an unknown target: the operator gets the message and exit code 2. */
export class OperatorUsageError extends Error {}
