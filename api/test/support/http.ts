/** Small helpers for calling the real server over HTTP in tests. */

export type Answer<T = Record<string, unknown>> = { status: number; headers: Headers; body: T };

export async function call<T = Record<string, unknown>>(
  url: string,
  method: string,
  options: { body?: unknown; key?: string; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.key) headers.authorization = `Bearer ${options.key}`;
  const response = await fetch(url, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : undefined) as T };
}

let counter = 0;

/** A registration body that passes every rule; a unique e-mail unless given. */
export function registration(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    user: {
      gender: 1,
      first_name: 'Anna',
      last_name: 'Muster',
      pronounce: 'she/her',
      dob: '1994-03-12',
      country_code: '+41',
      mobile_number: '0791234567',
      email: `anna.${Date.now()}.${counter}@example.com`,
      password: 'Wander!lust7',
      role: 'jumper',
      user_name: '',
      ...overrides,
    },
  };
}

/** Registers a jumper and answers its e-mail, password and authentication key. */
export async function registerJumper(baseUrl: string, overrides: Record<string, unknown> = {}) {
  const body = registration(overrides);
  const answer = await call<{ authentication_key: string }>(`${baseUrl}/api/v1/user`, 'POST', { body });
  if (answer.status !== 201) throw new Error(`registration failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return {
    email: body.user.email as string,
    password: body.user.password as string,
    key: answer.body.authentication_key,
  };
}
