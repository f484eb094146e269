import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { landlords, publicLinks } from '../db/schema';

/** The kinds of public link a landlord hands out, and the page each one opens. */
export const PUBLIC_LINK_PAGES = {
  contractor_form: (token: string) => `/contractor-form?token=${token}`,
  application_form: (token: string) => `/application-form?token=${token}`,
  visitor: (token: string) => `/v/${token}`,
} as const;
export type PublicLinkKind = keyof typeof PUBLIC_LINK_PAGES;

const newToken = () => randomBytes(18).toString('base64url');

const ownerWhere = (landlordId: number, kind: PublicLinkKind, objectId: number | null) =>
  and(
    eq(publicLinks.landlord_id, landlordId),
    eq(publicLinks.kind, kind),
    objectId === null ? isNull(publicLinks.object_id) : eq(publicLinks.object_id, objectId),
  );

const view = (kind: PublicLinkKind, token: string) => ({
  token,
  url: PUBLIC_LINK_PAGES[kind](token),
});

/** The landlord's link of a kind, made on first need. */
export const publicLink = async (
  db: Db,
  landlordId: number,
  kind: PublicLinkKind,
  objectId: number | null = null,
) => {
  const [existing] = await db
    .select({ token: publicLinks.token })
    .from(publicLinks)
    .where(ownerWhere(landlordId, kind, objectId));
  if (existing) return view(kind, existing.token);
  await db
    .insert(publicLinks)
    .values({ landlord_id: landlordId, kind, object_id: objectId, token: newToken() })
    .onConflictDoNothing();
  const [row] = await db
    .select({ token: publicLinks.token })
    .from(publicLinks)
    .where(ownerWhere(landlordId, kind, objectId));
  return view(kind, row.token);
};

/** A new token for the link; the previous one stops working. */
export const rotatePublicLink = async (
  db: Db,
  landlordId: number,
  kind: PublicLinkKind,
  objectId: number | null = null,
) => {
  const token = newToken();
  const [row] = await db
    .insert(publicLinks)
    .values({ landlord_id: landlordId, kind, object_id: objectId, token })
    .onConflictDoUpdate({
      target: [publicLinks.landlord_id, publicLinks.kind, publicLinks.object_id],
      set: { token, updated_at: new Date().toISOString() },
    })
    .returning({ token: publicLinks.token });
  return view(kind, row.token);
};

/** Who a public token belongs to; null for an unknown token or a blocked landlord. */
export const resolvePublicLink = async (db: Db, kind: PublicLinkKind, token: string) => {
  if (!/^[A-Za-z0-9_-]{10,64}$/.test(token)) return null;
  const [row] = await db
    .select({
      landlord_id: publicLinks.landlord_id,
      object_id: publicLinks.object_id,
      landlord_name: landlords.name,
      logo_id: landlords.logo_id,
      trial_ends_at: landlords.trial_ends_at,
    })
    .from(publicLinks)
    .innerJoin(landlords, eq(landlords.id, publicLinks.landlord_id))
    .where(
      and(eq(publicLinks.kind, kind), eq(publicLinks.token, token), eq(landlords.status, 'active')),
    );
  return row ?? null;
};

/** The landlord (and object) behind a public token. */
export type PublicLinkOwner = NonNullable<Awaited<ReturnType<typeof resolvePublicLink>>>;
