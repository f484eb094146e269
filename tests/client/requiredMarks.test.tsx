import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { type ComponentType, createElement } from 'react';
import { ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { demoUser } from '../../mocks/handlers';
import { requiredBy } from '../../src/admin/common/requiredBy';
import { contractorInput } from '../../src/domain/contractors';
import { employeeCreateInput } from '../../src/domain/employees';
import { landlordCreateInput } from '../../src/domain/landlord';
import { objectInput, roomInput } from '../../src/domain/objects';
import { objectTypeInput, socialNetworkInput } from '../../src/domain/reference';
import { renterInput } from '../../src/domain/renters';
import { requestTypeInput } from '../../src/domain/requestTypes';
import type { ResourceName } from '../../src/domain/resources';
import type { CurrentUser } from '../../src/domain/user';
import { session } from '../../src/providers/session';
import { resourceEntry } from '../../src/resources/registry';
import { renderStaff } from './renderStaff';
import { server } from './setup';

const landlord = { ...demoUser, id: 2, role: 'landlord', renter_id: null } as CurrentUser;
const superadmin = { ...landlord, id: 1, role: 'superadmin', landlord_id: null } as CurrentUser;

/** Every staff form that creates a record, with the schema its form and the server check. */
const FORMS: [ResourceName, z.ZodType, CurrentUser][] = [
  ['renters', renterInput, landlord],
  ['employees', employeeCreateInput, landlord],
  ['contractors', contractorInput, landlord],
  ['objects', objectInput, landlord],
  ['rooms', roomInput, landlord],
  ['landlords', landlordCreateInput, superadmin],
  ['type-object', objectTypeInput, superadmin],
  ['social-network', socialNetworkInput, superadmin],
  ['type-request', requestTypeInput, superadmin],
];

afterEach(() => session.reset());

describe('required marks', () => {
  it.each(FORMS)(
    '%s: exactly the fields its schema requires carry the asterisk',
    async (name, schema, user) => {
      // Pickers read reference lists; empty ones are enough to draw the form.
      server.use(
        http.get('/api/*', () =>
          HttpResponse.json([], { headers: { 'Content-Range': 'items 0-0/0' } }),
        ),
      );
      const create = resourceEntry(name).definition.create as ComponentType;
      await renderStaff(
        <ResourceContextProvider value={name}>{createElement(create)}</ResourceContextProvider>,
        user,
      );
      await screen.findAllByRole('button', { name: 'Сохранить' });

      // Each input's label and its source (react-admin marks an input's box `ra-input-<source>`).
      const labelled = [...document.querySelectorAll('.ra-input .MuiFormLabel-root')].map(
        (label) => ({
          source: /ra-input-(\S+)/.exec(label.closest('.ra-input')?.className ?? '')?.[1] ?? '',
          marked: Boolean(label.textContent?.includes('*')),
        }),
      );
      const sources = labelled.map((l) => l.source);
      const marked = labelled.filter((l) => l.marked).map((l) => l.source);
      const required = requiredBy(schema);

      expect(sources.length).toBeGreaterThan(0);
      expect(marked.sort()).toEqual(sources.filter(required).sort());
    },
  );

  it('reads the rules of nested names and of a list’s rows', () => {
    const required = requiredBy(requestTypeInput);
    expect(required('name.kk')).toBe(true);
    expect(required('fields.0.key')).toBe(true);
    expect(required('fields.0.options.0.label.en')).toBe(true);
    expect(required('fields.0.required')).toBe(false);
    expect(required('sort_order')).toBe(false);
    expect(required('no_such_field')).toBe(false);
  });
});
