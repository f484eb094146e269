import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { handlers } from '../../mocks/handlers';

export const server = setupServer(...handlers);

/**
 * How long `findBy*` and `waitFor` wait for their condition (as `expect.poll` does, set in
 * vitest.config.ts): the default 1 s fails on a busy machine (two cores shared with other
 * suites), where a screen can take seconds to draw, and a file's first screen tens of seconds
 * (its lazy chunks are compiled then). A wait still ends as soon as its condition holds; only a
 * failure takes this long.
 */
configure({ asyncUtilTimeout: 20_000 });

// jsdom has <dialog> without its methods.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.open = false;
  this.dispatchEvent(new Event('close'));
};

/**
 * A Russian browser (jsdom says `en-US`), as the e2e runs' `ru-RU`: a page with no language chosen
 * follows the browser's. A test may say otherwise with `browserLanguages`.
 */
export const browserLanguages = (languages: readonly string[]) =>
  Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });
browserLanguages(['ru-RU', 'ru']);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
  browserLanguages(['ru-RU', 'ru']);
});
afterAll(() => server.close());
