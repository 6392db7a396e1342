import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret, loadSecretKey, parseSecretKey } from './secrets.ts';

describe('secrets', () => {
  const key = randomBytes(32);

  it('round-trips and uses a fresh IV each time', () => {
    const a = encryptSecret('s3cret-Pa55', key);
    const b = encryptSecret('s3cret-Pa55', key);
    expect(a).not.toBe(b);
    expect(a).not.toContain('s3cret');
    expect(decryptSecret(a, key)).toBe('s3cret-Pa55');
  });

  it('refuses another key and tampered text', () => {
    const c = encryptSecret('x', key);
    expect(() => decryptSecret(c, randomBytes(32))).toThrow();
    const [v, iv, tag] = c.split('.');
    expect(() => decryptSecret(`${v}.${iv}.${tag}.AAAA`, key)).toThrow();
    expect(() => decryptSecret('plain', key)).toThrow('Not an encrypted secret');
  });

  it('parses hex and base64 keys and names SECRET_KEY when wrong', () => {
    expect(parseSecretKey(key.toString('hex')).equals(key)).toBe(true);
    expect(parseSecretKey(key.toString('base64')).equals(key)).toBe(true);
    expect(() => parseSecretKey('abcd')).toThrow(/SECRET_KEY/);
  });

  it('generates DATA_DIR/secret.key once with mode 0600', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'portside-key-')), 'data');
    const first = loadSecretKey({ DATA_DIR: dir });
    const file = join(dir, 'secret.key');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.toString('hex'));
    expect(loadSecretKey({ DATA_DIR: dir }).equals(first)).toBe(true);
    expect(loadSecretKey({ DATA_DIR: dir, SECRET_KEY: key.toString('hex') }).equals(key)).toBe(true);
    expect(loadSecretKey({ DATA_DIR: 'memory://' })).toHaveLength(32);
  });

  it('gives processes that start on a new DATA_DIR at once the same key (one makes it, the others read it)', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'portside-key-')), 'data');
    const module = new URL('./secrets.ts', import.meta.url).href;
    const script = `import { loadSecretKey } from '${module}'; console.log(loadSecretKey({ DATA_DIR: ${JSON.stringify(dir)} }).toString('hex'));`;
    const keys = await Promise.all(
      Array.from(
        { length: 4 },
        () =>
          new Promise<string>((resolve, reject) =>
            execFile(
              process.execPath,
              ['--import', 'tsx', '--input-type=module', '-e', script],
              (err, out) => (err ? reject(err) : resolve(out.trim())),
            ),
          ),
      ),
    );
    expect(new Set(keys).size).toBe(1);
    expect(readFileSync(join(dir, 'secret.key'), 'utf8').trim()).toBe(keys[0]);
    expect(readdirSync(dir)).toEqual(['secret.key']);
  }, 30_000);

  it('gives every module of one in-memory app the same throw-away key, another app its own', () => {
    const config = { DATA_DIR: 'memory://' };
    const key = loadSecretKey(config);
    expect(loadSecretKey(config).equals(key)).toBe(true);
    expect(decryptSecret(encryptSecret('sip-secret', key), loadSecretKey(config))).toBe('sip-secret');
    expect(loadSecretKey({ DATA_DIR: 'memory://' }).equals(key)).toBe(false);
  });
});
