import { make, readAs, shared, total } from './factories';
import { type Expect, FOREIGN, type GridModule, ORG, type RowKind, reads } from './rules';
import { type RouteCase, showsExactly } from './runner';
import { type Actor, actorOf, must, type Rec, type Who, type World } from './world';

/** A plain resource of a landlord's module: list, record, create, edit, delete, history. */
export interface CrudSpec {
  /** `/api/objects` */
  path: string;
  module: GridModule;
  /** The audit entity (`GET /api/history/{entity}/{id}`). */
  entity: string;
  /** Row kinds of the level grid (`assigned` only where records have an assignee). */
  rows: RowKind[];
  /** A fresh row of landlord 1 made by `by`. */
  make: (w: World, by: Actor) => Promise<Rec>;
  /** A valid create body for the caller (and grid row); `field` names a landlord-1 reference in it. */
  createBody: (w: World, who: Who, row?: RowKind) => Promise<Rec>;
  /** Landlord 2's answer to the same create body (201, or 400 when it names landlord 1's rows). */
  foreign: Expect['landlord2'];
  field?: string;
  /** The grid rule of the create (`createRef` when the body names a row of the module). */
  createRule?: 'create' | 'createRef';
  /** The record as its owner reads it, with a small change: the body of a PUT. */
  change: (record: Rec) => Rec;
}

export const landlordActor = (w: World) => actorOf(w.fixed.landlord);

/** landlord 1's token (the owner every readback reads as). */
export const owner = (w: World) => w.fixed.landlord.token as string;

/**
 * The row a cell works on. Fixed callers meet one of the landlord's rows; a level employee meets
 * a row it created or the landlord's (`other`). Reads share rows; writes get a fresh one.
 */
export const rowOf = (
  w: World,
  key: string,
  who: Who,
  row: RowKind | undefined,
  fresh: boolean,
  build: { mine: (by: Actor) => Promise<Rec>; assigned?: (who: Who) => Promise<Rec> },
) => {
  const kind = who.kind === 'fixed' ? 'other' : (row ?? 'other');
  const run = () => {
    if (kind === 'other') return build.mine(landlordActor(w));
    if (kind === 'created') return build.mine(actorOf(who));
    if (!build.assigned) throw new Error(`${key} has no assigned rows`);
    return build.assigned(who);
  };
  if (fresh) return run();
  return shared(`${key}:${kind === 'other' ? 'landlord' : who.name}:${kind}`, run);
};

/** Which of the caller's rows a list should show: the ids tried and the ids expected. */
export const listRows = async (
  who: Who,
  rows: RowKind[],
  rowFor: (row: RowKind) => Promise<Rec>,
) => {
  if (who.kind === 'fixed') {
    const id = (await rowFor('other')).id as number;
    const sees = ['superadmin', 'landlord', 'employee'].includes(who.name);
    return { all: [id], visible: sees ? [id] : [] };
  }
  const all: number[] = [];
  const visible: number[] = [];
  for (const row of rows) {
    const id = (await rowFor(row)).id as number;
    all.push(id);
    if (reads(who.level, row)) visible.push(id);
  }
  return { all, visible };
};

const byIds = (path: string, ids: number[]) =>
  `${path}?filter=${encodeURIComponent(JSON.stringify({ id: ids }))}`;

/**
 * A refused create must move neither organization's total; a create of landlord 2's people (in
 * their own organization) must not move landlord 1's.
 */
export const totals = (w: World, path: string, who?: Who) => async () =>
  who && FOREIGN.has(who.name)
    ? [await total(w, owner(w), path)]
    : [await total(w, owner(w), path), await total(w, w.fixed.landlord2.token, path)];

export const crudCases = (spec: CrudSpec): RouteCase[] => {
  const { path, module, rows } = spec;
  const row = (w: World, who: Who, kind: RowKind | undefined, fresh: boolean) =>
    rowOf(w, path, who, kind, fresh, { mine: (by) => spec.make(w, by) });
  const readback = (w: World, id: number) => () => readAs(w, owner(w), `${path}/${id}`);
  return [
    {
      method: 'GET',
      path,
      ok: 200,
      fixed: ORG.list,
      grid: { module, rule: 'list' },
      target: async (w, who) => {
        const { all, visible } = await listRows(who, rows, (r) => row(w, who, r, false));
        return { url: byIds(path, all), check: showsExactly(all, visible) };
      },
    },
    {
      method: 'GET',
      path: `${path}/{id}`,
      ok: 200,
      fixed: ORG.read,
      grid: { module, rule: 'read', rows },
      target: async (w, who, r) => ({ url: `${path}/${(await row(w, who, r, false)).id}` }),
    },
    {
      method: 'POST',
      path,
      ok: 201,
      fixed: ORG.create(201, spec.foreign),
      grid: { module, rule: spec.createRule ?? 'create', rows: spec.createRule ? rows : undefined },
      target: async (w, who, r) => ({
        url: path,
        body: await spec.createBody(w, who, r),
        field: spec.field,
        readback: totals(w, path, who),
        check: (res) => {
          const want = who.name === 'landlord2' || who.name === 'l2_employee' ? w.esil : w.aray;
          const got = res.json().landlord_id;
          return got === want ? null : `created with landlord_id ${got}, expected ${want}`;
        },
      }),
    },
    {
      method: 'PUT',
      path: `${path}/{id}`,
      ok: 200,
      fixed: ORG.write(200),
      grid: { module, rule: 'edit', rows },
      target: async (w, who, r) => {
        const { id } = await row(w, who, r, true);
        const record = await must(w, owner(w), 'GET', `${path}/${id}`);
        return { url: `${path}/${id}`, body: spec.change(record), readback: readback(w, id) };
      },
    },
    {
      method: 'DELETE',
      path: `${path}/{id}`,
      ok: 200,
      fixed: ORG.write(200),
      grid: { module, rule: 'manage', rows },
      target: async (w, who, r) => {
        const { id } = await row(w, who, r, true);
        return { url: `${path}/${id}`, readback: readback(w, id) };
      },
    },
    historyCase(spec.entity, module, rows, (w, who, r) => row(w, who, r, false)),
  ];
};

/** `GET /api/history/{entity}/{id}` follows the entity's module read rule. */
export const historyCase = (
  entity: string,
  module: GridModule,
  rows: RowKind[],
  rowFor: (w: World, who: Who, row: RowKind | undefined) => Promise<Rec>,
): RouteCase => ({
  method: 'GET',
  path: '/api/history/{entity}/{id}',
  label: entity,
  ok: 200,
  fixed: ORG.read,
  grid: { module, rule: 'read', rows },
  target: async (w, who, r) => ({ url: `/api/history/${entity}/${(await rowFor(w, who, r)).id}` }),
});

/** The object a caller's rooms go in: one it created (the landlord's: its free room's object). */
export const objectOf = async (w: World, by: Actor) =>
  by.name === 'landlord'
    ? w.arayPlace.objectId
    : ((await shared(`objects-of:${by.name}`, () => make.object(w, by))).id as number);
