import { vi } from 'vitest';
import type { AccessMap } from '../../src/domain/access';
import type { CurrentUser } from '../../src/domain/user';
import { executor } from './taskFixtures';

/** An employee with these levels besides executing tasks. */
export const employeeWith = (levels: Partial<AccessMap>) =>
  ({ ...executor, access: { ...executor.access, ...levels } }) as CurrentUser;

/** A phone-sized screen: every `max-width` media query matches (undone by `unstubAllGlobals`). */
export const onPhone = () =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: /max-width/.test(query),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
  }));
