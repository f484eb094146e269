import { existsSync } from 'node:fs';
import { utimes } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../server/db/schema';
import { UPLOAD_ALLOWANCE } from '../../server/lib/files/service';
import {
  addEmployee,
  auth,
  createTestApp,
  landlordId,
  login,
  multipartBody,
  PDF,
  PNG,
  type TestContext,
} from './helpers';

let ctx: TestContext;
let admin: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = auth(await login(ctx.app, 'superadmin'));
});
afterAll(() => ctx.close());

const upload = (headers: Record<string, string>, name: string, body: Buffer, purpose = 'logo') => {
  const form = multipartBody({}, [{ field: 'file', name, body }]);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/files?purpose=${purpose}`,
    payload: form.payload,
    headers: { ...headers, ...form.headers },
  });
};

describe('uploads', () => {
  it('keeps an uploaded logo private until a record shows it', async () => {
    const res = await upload(admin, 'logo.png', PNG);
    expect(res.statusCode).toBe(201);
    const file = res.json();
    expect(file).toMatchObject({ name: 'logo.png', mime: 'image/png', size: PNG.length });
    expect(file.url).toMatch(/^\/storage\/[0-9a-f]{32}\.png\?/);
    const preview = await ctx.app.inject({ url: file.url });
    expect(preview.statusCode).toBe(200);
    expect(preview.rawPayload.equals(PNG)).toBe(true);
    const key = file.url.split('?')[0].split('/').pop();
    expect((await ctx.app.inject({ url: `/storage/public/${key}` })).statusCode).toBe(404);
  });

  it('judges the type by the bytes, not the name', async () => {
    const fake = await upload(admin, 'logo.png', Buffer.from('<svg onload="alert(1)"></svg>'));
    expect(fake.statusCode).toBe(415);
    expect(fake.json().errors).toEqual({ file: 'app.errors.file_type' });
    const pdfAsLogo = await upload(admin, 'doc.pdf', PDF);
    expect(pdfAsLogo.statusCode).toBe(415);
    expect(await ctx.app.db.select().from(files)).toHaveLength(1);
  });

  it('refuses a logo over 5 MB', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(admin, 'big.png', big);
    expect(res.statusCode).toBe(413);
  });

  it('serves attachments only by a valid signed link', async () => {
    const token = await login(ctx.app, 'landlord');
    const res = await upload(auth(token), 'act.pdf', PDF, 'attachment');
    expect(res.statusCode).toBe(201);
    const { url } = res.json();
    expect(url).toMatch(/^\/storage\/[0-9a-f]{32}\.pdf\?exp=\d+&u=\d+&sig=/);
    const ok = await ctx.app.inject({ url });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-disposition']).toContain("inline; filename*=UTF-8''act.pdf");
    expect(ok.headers['x-content-type-options']).toBe('nosniff');
    const tampered = await ctx.app.inject({ url: url.replace(/sig=./, 'sig=X') });
    expect(tampered.statusCode).toBe(403);
    const expired = await ctx.app.inject({ url: url.replace(/exp=\d+/, 'exp=1000') });
    expect(expired.statusCode).toBe(403);
    const unsigned = await ctx.app.inject({ url: url.split('?')[0] });
    expect(unsigned.statusCode).toBe(403);
    const asPublic = await ctx.app.inject({
      url: url.replace('/storage/', '/storage/public/').split('?')[0],
    });
    expect(asPublic.statusCode).toBe(404);
  });

  it('does not let a renter upload logos', async () => {
    const res = await upload(auth(await login(ctx.app, 'renter')), 'logo.png', PNG);
    expect(res.statusCode).toBe(403);
  });
});

describe('logos on records', () => {
  it('attaches the caller’s own logo and refuses someone else’s', async () => {
    const mine = (await upload(admin, 'aray.png', PNG)).json();
    const id = await landlordId(ctx.app, 'ТРЦ Арай');
    const current = (await ctx.app.inject({ url: `/api/landlords/${id}`, headers: admin })).json();
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/landlords/${id}`,
      headers: admin,
      payload: { ...current, logo_id: mine.id },
    });
    expect(saved.statusCode).toBe(200);
    const logoUrl = saved.json().logo_url as string;
    expect(logoUrl).toMatch(/^\/storage\/public\/[0-9a-f]{32}\.png$/);
    const served = await ctx.app.inject({ url: logoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toContain('immutable');
    const [row] = await ctx.app.db.select().from(files).where(eq(files.id, mine.id));
    expect(row.attached_at).not.toBeNull();
    expect(row.is_public).toBe(true);
    const me = await ctx.app.inject({
      url: '/api/user',
      headers: auth(await login(ctx.app, 'landlord')),
    });
    expect(me.json().organization.logo).toBe(logoUrl);

    const others = (await upload(auth(await login(ctx.app, 'landlord2')), 'esil.png', PNG)).json();
    const refused = await ctx.app.inject({
      method: 'PUT',
      url: `/api/landlords/${id}`,
      headers: admin,
      payload: { ...current, logo_id: others.id },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ logo_id: 'validation.invalid' });
  });

  it('serves a logo publicly only while a record shows it', async () => {
    const id = await landlordId(ctx.app, 'БЦ Есиль');
    const card = (await ctx.app.inject({ url: `/api/landlords/${id}`, headers: admin })).json();
    const setLogo = async (logoId: number | null) => {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: `/api/landlords/${id}`,
        headers: admin,
        payload: { ...card, logo_id: logoId },
      });
      expect(res.statusCode).toBe(200);
      return res.json().logo_url as string | null;
    };
    const publicUrl = (file: { url: string }) =>
      `/storage/public/${file.url.split('?')[0].split('/').pop()}`;
    const first = (await upload(admin, 'first.png', PNG)).json();
    const second = (await upload(admin, 'second.png', PNG)).json();
    const status = async (url: string) => (await ctx.app.inject({ url })).statusCode;

    expect(await status(publicUrl(first))).toBe(404);
    expect(await setLogo(first.id)).toBe(publicUrl(first));
    expect(await status(publicUrl(first))).toBe(200);

    expect(await setLogo(second.id)).toBe(publicUrl(second));
    expect(await status(publicUrl(second))).toBe(200);
    expect(await status(publicUrl(first))).toBe(404);

    expect(await setLogo(null)).toBeNull();
    expect(await status(publicUrl(second))).toBe(404);
  });

  it('removes uploads no record took within a day', async () => {
    const orphan = (await upload(admin, 'orphan.png', PNG)).json();
    await ctx.app.db
      .update(files)
      .set({ created_at: new Date(Date.now() - 25 * 3600_000).toISOString() })
      .where(eq(files.id, orphan.id));
    await ctx.app.runJob('housekeeping');
    expect(await ctx.app.db.select().from(files).where(eq(files.id, orphan.id))).toHaveLength(0);
    expect((await ctx.app.inject({ url: orphan.url })).statusCode).toBe(404);
  });

  it('sweeps bytes no row names once they are a day old, and only those', async () => {
    const kept = (await upload(admin, 'kept.png', PNG)).json();
    const [row] = await ctx.app.db.select().from(files).where(eq(files.id, kept.id));
    const onDisk = (key: string) => path.join(ctx.dataDir, 'files', key.slice(0, 2), key);
    const dayAgo = new Date(Date.now() - 25 * 3600_000);
    await utimes(onDisk(row.storage_key), dayAgo, dayAgo);
    await ctx.app.storage.put('strayold0001.png', PNG);
    await utimes(onDisk('strayold0001.png'), dayAgo, dayAgo);
    await ctx.app.storage.put('strayfresh001.png', PNG);
    await ctx.app.runJob('housekeeping');
    expect(existsSync(onDisk('strayold0001.png'))).toBe(false);
    expect(existsSync(onDisk('strayfresh001.png'))).toBe(true);
    expect(existsSync(onDisk(row.storage_key))).toBe(true);
  });
});

describe('upload allowance', () => {
  it('limits each user’s upload rate and the bytes no record has taken', async () => {
    const { user } = await addEmployee(ctx.app, 'uploader', 'main');
    const headers = auth(await login(ctx.app, 'uploader'));
    for (let i = 0; i < UPLOAD_ALLOWANCE.perMinute; i++) {
      expect((await upload(headers, `act-${i}.pdf`, PDF, 'attachment')).statusCode).toBe(201);
    }
    const fast = await upload(headers, 'one-more.pdf', PDF, 'attachment');
    expect(fast.statusCode).toBe(429);
    expect(fast.json().errors).toEqual({ file: 'app.errors.upload_rate' });
    const others = auth(await login(ctx.app, 'landlord'));
    expect((await upload(others, 'theirs.pdf', PDF, 'attachment')).statusCode).toBe(201);

    const hour = new Date(Date.now() - 3600_000).toISOString();
    await ctx.app.db.update(files).set({ created_at: hour }).where(eq(files.uploaded_by, user.id));
    await ctx.app.db
      .update(files)
      .set({ size: UPLOAD_ALLOWANCE.unattachedBytes })
      .where(eq(files.name, 'act-0.pdf'));
    const full = await upload(headers, 'over.pdf', PDF, 'attachment');
    expect(full.statusCode).toBe(429);
    expect(full.json()).toMatchObject({
      code: 'UPLOAD_QUOTA',
      errors: { file: 'app.errors.upload_quota' },
    });
  });

  it('keeps no control characters of a file name', async () => {
    const res = await upload(admin, 'act\u0000\u0007 1.pdf', PDF, 'attachment');
    expect(res.statusCode).toBe(201);
    expect(res.json().name).toBe('act 1.pdf');
  });
});
