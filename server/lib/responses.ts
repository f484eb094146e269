import { z } from 'zod';

/**
 * A 204: documented as an empty answer. `type: null` (which OpenAPI 3.0 would otherwise write
 * as a nullable string) tells the docs there is no content; typed as no payload, so the handler
 * still calls `reply.status(204).send()`.
 */
export const noContent = z
  .null()
  .meta({ type: 'null', description: 'No content' }) as unknown as z.ZodType<undefined>;

/** A file or a page the route streams: documented as a binary body of its content type. */
export const binaryBody = (contentType: string, description: string) => ({
  description,
  content: { [contentType]: { schema: z.string().meta({ format: 'binary' }) } },
});

/** `{ id }`: what a delete answers when it has nothing else to tell. */
export const idOnly = z.object({ id: z.number() });
