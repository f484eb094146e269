import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { schemaJson } from '../../server/lib/listRoute';

const row = z.object({
  id: z.number(),
  name: z.string(),
  note: z.string().nullable(),
  tags: z.array(z.string()),
  extra: z.unknown(),
});
const serialize = schemaJson({ schema: z.array(row) });

describe('schemaJson', () => {
  it('sends what JSON.stringify sends for a documented row', () => {
    const rows = [
      { id: 1, name: 'ТРЦ «Арай» "A" \\ </script>', note: null, tags: ['a'], extra: { x: [1] } },
    ];
    expect(serialize(rows)).toBe(JSON.stringify(rows));
  });

  it('leaves out fields the schema does not document, and fields the view left out', () => {
    const rows = [{ id: 2, name: 'x', password_hash: 'secret', tags: [] }];
    expect(JSON.parse(serialize(rows))).toEqual([{ id: 2, name: 'x', tags: [] }]);
  });
});
