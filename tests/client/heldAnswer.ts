import { http } from 'msw';
import { server } from './setup';

/**
 * Answers `method path` with `answer` only once `release` is called, so a test can look at the
 * screen while the call is under way; `sent` keeps the JSON bodies it got.
 */
export const heldAnswer = (method: 'post' | 'put', path: string, answer: () => Response) => {
  const sent: unknown[] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http[method](path, async ({ request }) => {
      const text = await request.text();
      sent.push(text ? JSON.parse(text) : undefined);
      await held;
      return answer();
    }),
  );
  return { sent, release: () => release() };
};
