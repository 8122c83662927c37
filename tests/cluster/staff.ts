/* eslint-disable @typescript-eslint/no-explicit-any -- the JSON answers of Payload's REST, read loosely by the cluster tests and the bench */
/** A staff member of the back office, signed in on one instance through Payload's REST API. */
export interface StaffSession {
  get(path: string): Promise<any>
  post(path: string, body: unknown): Promise<any>
  patch(path: string, body: unknown): Promise<any>
  delete(path: string): Promise<any>
  upload(path: string, form: FormData): Promise<any>
}

export async function staffSession(base: string, admin: { email: string; password: string }): Promise<StaffSession> {
  const login = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  })
  if (login.status !== 200) throw new Error(`staff login on ${base}: ${login.status} ${await login.text()}`)
  const { token } = (await login.json()) as { token: string }
  const call = async (method: string, path: string, body?: unknown, form?: FormData) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: `JWT ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
    })
    const answer = await response.text()
    if (!response.ok) throw new Error(`${method} ${path} on ${base}: ${response.status} ${answer}`)
    return answer ? JSON.parse(answer) : null
  }
  return {
    get: (path) => call('GET', path),
    post: (path, body) => call('POST', path, body),
    patch: (path, body) => call('PATCH', path, body),
    delete: (path) => call('DELETE', path),
    upload: (path, form) => call('POST', path, undefined, form),
  }
}
