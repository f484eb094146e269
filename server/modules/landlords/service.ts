import { eq } from 'drizzle-orm';
import { TRIAL_DAYS } from '../../../src/domain/constants';
import type {
  Landlord,
  LandlordCreateInput,
  LandlordUpdateInput,
} from '../../../src/domain/landlord';
import { trialEndOf } from '../../../src/domain/trial';
import type { Db } from '../../db/client';
import { landlords, users } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import type { AuthUser } from '../../lib/authUser';
import { attachLogo, logoUrls } from '../../lib/files/service';
import { translate } from '../../lib/i18n';
import { assertLoginFree } from '../../lib/logins';
import type { Mailer } from '../../lib/mailer';
import { hashPassword, temporaryPassword } from '../../lib/passwords';
import { endAccessOf } from '../../lib/sessions';

type LandlordRow = typeof landlords.$inferSelect;

export const toLandlord = (row: LandlordRow, logoUrl: string | null): Landlord => ({
  ...row,
  city: row.city as Landlord['city'],
  status: row.status as Landlord['status'],
  logo_url: logoUrl,
});

export const landlordView = async (db: Db, row: LandlordRow) =>
  toLandlord(row, (await logoUrls(db, [row.logo_id])).get(row.logo_id ?? 0) ?? null);

export const landlordViews = async (db: Db, rows: LandlordRow[]) => {
  const urls = await logoUrls(
    db,
    rows.map((r) => r.logo_id),
  );
  return rows.map((row) => toLandlord(row, urls.get(row.logo_id ?? 0) ?? null));
};

/** Creates the organization and its owner's account with a temporary password. */
export const createLandlord = async (
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  user: AuthUser,
  input: LandlordCreateInput & { city: Landlord['city'] },
) => {
  const { owner_login, owner_full_name, owner_email, owner_phone, ...fields } = input;
  await assertLoginFree(db, owner_login, 'owner_login');
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  const created = await db.transaction(async (tx) => {
    const logoId = await attachLogo(tx as Db, user, fields.logo_id);
    const trialEnds = new Date(Date.now() + TRIAL_DAYS * 86_400_000).toISOString();
    const [row] = await tx
      .insert(landlords)
      .values({
        ...fields,
        logo_id: logoId,
        status: fields.status ?? 'active',
        trial_ends_at: trialEnds,
      })
      .returning();
    await tx.insert(users).values({
      login: owner_login,
      password_hash: passwordHash,
      full_name: owner_full_name,
      email: owner_email ?? null,
      phone: owner_phone ?? null,
      role: 'landlord',
      landlord_id: row.id,
      must_change_password: true,
    });
    await recordAudit(tx as Db, {
      user,
      landlordId: row.id,
      entity: 'landlords',
      entityId: row.id,
      action: 'create',
      before: null,
      after: row,
    });
    return row;
  });
  if (owner_email) {
    await mailer.send({
      to: owner_email,
      subject: translate('ru', 'mail.welcome_subject'),
      text: translate('ru', 'mail.welcome_body', {
        name: owner_full_name,
        login: owner_login,
        password,
        link: `${publicUrl}/auth`,
      }),
    });
  }
  return {
    ...(await landlordView(db, created)),
    owner: { login: owner_login, temporary_password: password },
  };
};

/** Writes `changes` to the organization and its audit row, then what follows (in the same transaction). */
const saveLandlord = async (
  db: Db,
  user: AuthUser,
  before: LandlordRow,
  changes: (tx: Db) => Promise<Partial<LandlordRow>>,
  after: (tx: Db, updated: LandlordRow) => Promise<void> = async () => undefined,
) => {
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(landlords)
      .set({ ...(await changes(tx as Db)), updated_at: new Date().toISOString() })
      .where(eq(landlords.id, before.id))
      .returning();
    await after(tx as Db, updated);
    await recordAudit(tx as Db, {
      user,
      landlordId: before.id,
      entity: 'landlords',
      entityId: before.id,
      action: 'update',
      before,
      after: updated,
    });
    return updated;
  });
  return landlordView(db, row);
};

export const updateLandlord = (
  db: Db,
  user: AuthUser,
  before: LandlordRow,
  input: LandlordUpdateInput & { city: Landlord['city'] },
) =>
  saveLandlord(
    db,
    user,
    before,
    async (tx) => ({
      ...input,
      logo_id:
        input.logo_id === before.logo_id
          ? before.logo_id
          : await attachLogo(tx, user, input.logo_id),
    }),
    async (tx, updated) => {
      if (updated.status !== 'active') await endAccessOf(tx, { landlordId: before.id });
    },
  );

/** Moves the trial's end (extends or ends it, or lifts it: null), audited. */
export const setTrial = (
  db: Db,
  user: AuthUser,
  before: LandlordRow,
  input: { trial_ends_at: string | null },
) =>
  saveLandlord(db, user, before, async () => ({
    trial_ends_at: input.trial_ends_at === null ? null : trialEndOf(input.trial_ends_at),
  }));
