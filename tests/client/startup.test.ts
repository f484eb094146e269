import { describe, expect, it } from 'vitest';
import { isStaffPath, publicPageOf } from '../../src/routes';
import { checkVersion } from '../../src/versionCheck';

describe('version check at start', () => {
  it('stores the version on a first visit without clearing anything', async () => {
    localStorage.setItem('selected-language', 'kk');
    expect(await checkVersion('0.0.271')).toBe(false);
    expect(localStorage.getItem('app-version')).toBe('0.0.271');
    expect(localStorage.getItem('selected-language')).toBe('kk');
  });

  it('clears local and session storage when the version changed', async () => {
    localStorage.setItem('app-version', '0.0.270');
    localStorage.setItem('token', 'old');
    sessionStorage.setItem('token', 'old');
    expect(await checkVersion('0.0.271')).toBe(true);
    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('app-version')).toBe('0.0.271');
  });

  it('keeps everything when the version is the same', async () => {
    localStorage.setItem('app-version', '0.0.271');
    localStorage.setItem('token', 'kept');
    expect(await checkVersion('0.0.271')).toBe(false);
    expect(localStorage.getItem('token')).toBe('kept');
  });
});

describe('which entry serves a path', () => {
  it('knows the public pages', () => {
    expect(publicPageOf('/')).toBe('/');
    expect(publicPageOf('/ru/')).toBe('/ru');
    expect(publicPageOf('/terms-of-service')).toBe('/terms-of-service');
    expect(publicPageOf('/auth')).toBeNull();
    expect(publicPageOf('/v/Ab3_x-9')).toBe('/v');
    expect(publicPageOf('/v')).toBeNull();
    expect(publicPageOf('/v/a/b')).toBeNull();
  });

  it('sends staff sections to the staff app and anything else to the 404 page', () => {
    expect(isStaffPath('/auth/first-login')).toBe(true);
    expect(isStaffPath('/landlords/update/3')).toBe(true);
    expect(isStaffPath('/home/index')).toBe(true);
    expect(isStaffPath('/wp-admin')).toBe(false);
    expect(isStaffPath('/landlordsx')).toBe(false);
  });
});
