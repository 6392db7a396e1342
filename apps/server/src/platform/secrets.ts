/**
 * Secrets that phones need back in clear (SIP and voicemail passwords) are encrypted at rest with
 * AES-256-GCM (DESIGN §3); user passwords are hashed elsewhere and never pass through here.
 * Stored form: `v1.<iv>.<tag>.<ciphertext>`, each base64url, so a future key or algorithm can be told apart.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const KEY_BYTES = 32;
const IV_BYTES = 12;
const VERSION = 'v1';

export class SecretKeyError extends Error {}

export function encryptSecret(plain: string, key: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url'));
  return [VERSION, ...parts].join('.');
}

/** Throws when the text was not produced by encryptSecret with this key (tampered or other key). */
export function decryptSecret(cipherText: string, key: Buffer): string {
  const [version, iv, tag, data] = cipherText.split('.');
  if (version !== VERSION || iv === undefined || tag === undefined || data === undefined) {
    throw new Error('Not an encrypted secret');
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

/** 32 bytes given as 64 hex digits or base64; anything else is refused with a message naming SECRET_KEY. */
export function parseSecretKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== KEY_BYTES) {
    throw new SecretKeyError('SECRET_KEY must be 32 bytes written as 64 hex digits or base64');
  }
  return key;
}

type SecretKeyConfig = { SECRET_KEY?: string | undefined; DATA_DIR: string };
const memoryKeys = new WeakMap<SecretKeyConfig, Buffer>();

/**
 * The key for this deployment: SECRET_KEY when set; otherwise DATA_DIR/secret.key, generated on first
 * use with mode 0600; a throw-away random key for an in-memory database (its data dies with it anyway).
 * Several servers sharing one PostgreSQL must share SECRET_KEY, since each DATA_DIR would get its own key.
 */
export function loadSecretKey(config: SecretKeyConfig): Buffer {
  if (config.SECRET_KEY) return parseSecretKey(config.SECRET_KEY);
  if (config.DATA_DIR.startsWith('memory://')) {
    // One key per configuration (one app), so what one module encrypts another can read back.
    const key = memoryKeys.get(config) ?? randomBytes(KEY_BYTES);
    memoryKeys.set(config, key);
    return key;
  }
  const file = join(config.DATA_DIR, 'secret.key');
  if (existsSync(file)) {
    try {
      return parseSecretKey(readFileSync(file, 'utf8'));
    } catch {
      throw new SecretKeyError(`${file} does not hold a 32-byte key; restore it or set SECRET_KEY`);
    }
  }
  mkdirSync(config.DATA_DIR, { recursive: true });
  const key = randomBytes(KEY_BYTES);
  // Written whole to a file of its own, then linked into place: a link never replaces a key another
  // process made meanwhile (EEXIST), and that process's file is complete once linked, so it is read.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, `${key.toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return parseSecretKey(readFileSync(file, 'utf8'));
  } finally {
    unlinkSync(draft);
  }
  chmodSync(file, 0o600);
  return key;
}
