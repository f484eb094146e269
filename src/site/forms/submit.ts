import type { FieldErrors } from '../../domain/validation';

export type SubmitResult =
  | { ok: true; body: unknown }
  | { ok: false; errors: FieldErrors; message: string };

/**
 * Sends a public form as multipart (fields, repeated names for arrays, then files). Field
 * errors come back keyed like the inputs; anything else becomes one translated message.
 */
export const submitMultipart = async (
  url: string,
  fields: Record<string, string | string[] | null>,
  files: Record<string, File[]>,
): Promise<SubmitResult> => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  }
  for (const [name, list] of Object.entries(files)) {
    for (const file of list) form.append(name, file, file.name);
  }
  return send(url, { method: 'POST', body: form });
};

/** Sends a public form as JSON, with the same outcome as `submitMultipart`. */
export const submitJson = (url: string, fields: Record<string, unknown>) =>
  send(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fields),
  });

const send = async (url: string, init: RequestInit): Promise<SubmitResult> => {
  let res: Response;
  try {
    res = await fetch(url, init);
  } catch {
    return { ok: false, errors: {}, message: 'app.errors.network' };
  }
  const body = (await res.json().catch(() => ({}))) as {
    code?: string;
    errors?: FieldErrors;
  };
  if (res.ok) return { ok: true, body };
  if (res.status === 429) return { ok: false, errors: {}, message: 'app.public_form.rate_limited' };
  if (res.status === 404) return { ok: false, errors: {}, message: 'app.public_form.link_invalid' };
  if (res.status === 402) return { ok: false, errors: {}, message: 'app.public_form.closed' };
  if (body.errors) {
    return { ok: false, errors: body.errors, message: 'app.public_form.check_fields' };
  }
  return { ok: false, errors: {}, message: 'app.public_form.failed' };
};
