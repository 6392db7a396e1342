/**
 * The audio of voicemail: a message's recording and a box's greeting, as bytes in the database (bytea).
 *
 * Why the database and not files in DATA_DIR: the same code runs on PGlite (one process, DATA_DIR) and on
 * PostgreSQL (many server instances behind a load balancer, none sharing a disk), and only the database is
 * shared by both; a message and its audio are written and deleted in one transaction (deleting a box
 * cascades to them), so no file outlives its row or goes missing under one; a backup of the database is a
 * backup of the voicemail. Recordings are small (Opus at 16 kbit/s is 2 KB a second; a 3-minute WAV at
 * 8 kHz is under 3 MB), and a range is read with substring() without sending the rest to the server.
 * The data columns are stored EXTERNAL (migrations 0032, 0033): audio is already compressed, and uncompressed TOAST
 * lets PostgreSQL read a slice without reading the whole value.
 */
import { customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { voicemailBoxes, voicemailMessages } from '../schema.ts';

/** PostgreSQL bytea as a Node Buffer (node-postgres answers Buffer; PGlite Uint8Array, wrapped here). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A recording, by the SHA-256 of its bytes: the same file is kept once, however many messages carry it
 * (the demo seed's messages share eight). A message's recording is deleted with the last message that
 * refers to it (service.ts), in the same transaction.
 */
export const voicemailRecordings = pgTable('voicemail_recordings', {
  /** hex SHA-256 of data; also the recording's ETag */
  sha256: text('sha256').primaryKey(),
  /** audio/ogg; codecs=opus, audio/wav or audio/mpeg */
  contentType: text('content_type').notNull(),
  /** bytes, kept beside the data so a range is answered without measuring it */
  size: integer('size').notNull(),
  data: bytea('data').notNull(),
});

/** Which recording a message carries; deleting the message (or its box) deletes this link. */
export const voicemailAudio = pgTable(
  'voicemail_audio',
  {
    voicemailMessageUuid: uuid('voicemail_message_uuid')
      .primaryKey()
      .references(() => voicemailMessages.voicemailMessageUuid, { onDelete: 'cascade' }),
    sha256: text('sha256')
      .notNull()
      .references(() => voicemailRecordings.sha256),
  },
  (t) => [index('voicemail_audio_sha256').on(t.sha256)],
);

/** A box's own greeting, played to callers before the tone; one per box. */
export const voicemailGreetings = pgTable('voicemail_greetings', {
  voicemailUuid: uuid('voicemail_uuid')
    .primaryKey()
    .references(() => voicemailBoxes.voicemailUuid, { onDelete: 'cascade' }),
  /** The uploaded file's name, as the console shows it. */
  filename: text('filename').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  data: bytea('data').notNull(),
  insertDate: timestamp('insert_date', { withTimezone: true }).notNull().defaultNow(),
});
