/**
 * uploadFile: a file a shopper sends for a product's file option (a prescription, say), checked
 * as the module checks it (name length, extension and type, no PHP inside) plus a size limit and a
 * look at the first bytes, stored in `upload` under a random code the client sends back.
 */
import { randomBytes } from "node:crypto";
import type { Queryable } from "@commerce/db/index";
import { userError } from "@commerce/domain/errors";

/** The largest file uploadFile stores (the server's request limit, MAX_UPLOAD_KB, is above it). */
/** 5 MB: a phone's photo of a prescription (app/lib/lenses/rules.ts takes the same). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/**
 * What one store session may keep in files not yet on an order (decision 259): beyond it an upload is
 * refused; the address's attempt limit (domain/session/attempts.ts) bounds new sessions.
 */
export const SESSION_UPLOAD_QUOTA = { files: 10, bytes: 10 * 1024 * 1024 };
/** How long a file waits to be put on an order before the clean-up removes it. */
export const UNATTACHED_UPLOAD_HOURS = 24;

/** OpenCart's tool/upload texts; the size and quota ones are ours (OpenCart leaves them to PHP's limit). */
export const uploadMessages = {
  required: "Upload required!",
  filename: "Filename must be between 3 and 64 characters!",
  filetype: "Invalid file type!",
  size: `The file is too large: at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`,
  quota: `You have sent too many files: at most ${SESSION_UPLOAD_QUOTA.files} files or ${SESSION_UPLOAD_QUOTA.bytes / 1024 / 1024} MB a day.`,
};

/** Allowed extensions, each with its media types and how such a file begins. */
const ALLOWED: Record<string, { types: string[]; starts: (head: Uint8Array) => boolean }> = (() => {
  const begins =
    (...bytes: number[]) =>
    (head: Uint8Array) =>
      bytes.every((byte, i) => head[i] === byte);
  const jpeg = { types: ["image/jpeg", "image/pjpeg"], starts: begins(0xff, 0xd8, 0xff) };
  return {
    png: { types: ["image/png"], starts: begins(0x89, 0x50, 0x4e, 0x47) },
    jpg: jpeg,
    jpeg,
    gif: { types: ["image/gif"], starts: begins(0x47, 0x49, 0x46, 0x38) },
    webp: {
      types: ["image/webp"],
      starts: (head) => begins(0x52, 0x49, 0x46, 0x46)(head) && String.fromCharCode(...head.slice(8, 12)) === "WEBP",
    },
    pdf: { types: ["application/pdf"], starts: begins(0x25, 0x50, 0x44, 0x46) },
  };
})();

/** What graphql-yoga hands a resolver for an `Upload` variable (a Fetch API File). */
function isFile(value: unknown): value is File {
  return typeof value === "object" && value !== null && typeof (value as File).arrayBuffer === "function" && "name" in value;
}

/**
 * Whether the file holds `<?php`, in any case (OpenCart refuses such a file), found with Buffer's
 * native search: a regular expression over the file as a string cost the API's thread about 10 ms
 * per megabyte (docs/decisions/271-uploads-off-the-api-thread.md).
 */
export function holdsPhp(data: Buffer): boolean {
  for (let at = data.indexOf("<?"); at !== -1; at = data.indexOf("<?", at + 2)) {
    if (data.toString("latin1", at + 2, at + 5).toLowerCase() === "php") return true;
  }
  return false;
}

/** What a file costs of its sender's byte budget (config/attempt-limits.ts), in kilobytes. */
export const uploadKilobytes = (file: unknown): number => (isFile(file) ? Math.ceil(file.size / 1024) : 0);

/** Checks and stores one uploaded file; returns its code. */
export async function storeUpload(db: Queryable, file: unknown, sessionId: string | null): Promise<string> {
  if (!isFile(file) || !file.name) throw userError(uploadMessages.required, "file");
  // The module's sanitising: letters, digits, dots, dashes and spaces, no path.
  const name = (file.name.split(/[\\/]/).pop() ?? "").replace(/[^a-zA-Z0-9.\-\s+]/g, "");
  const length = [...name].length;
  if (length < 3 || length > 64) throw userError(uploadMessages.filename, "file");
  const rule = ALLOWED[name.slice(name.lastIndexOf(".") + 1).toLowerCase()];
  const type = file.type.split(";")[0]!.trim().toLowerCase();
  if (!name.includes(".") || !rule || !rule.types.includes(type)) throw userError(uploadMessages.filetype, "file");
  if (file.size > MAX_UPLOAD_BYTES) throw userError(uploadMessages.size, "file");
  const data = Buffer.from(await file.arrayBuffer());
  if (data.byteLength > MAX_UPLOAD_BYTES) throw userError(uploadMessages.size, "file");
  if (!rule.starts(data.subarray(0, 16)) || holdsPhp(data)) throw userError(uploadMessages.filetype, "file");

  if (sessionId) {
    const { rows } = await db.query<{ files: number; bytes: number }>(
      `select count(*)::int as files, coalesce(sum(size), 0)::int as bytes from upload
       where session_id = $1 and date_added > now() - make_interval(hours => $2::int)`,
      [sessionId, UNATTACHED_UPLOAD_HOURS],
    );
    const used = rows[0] ?? { files: 0, bytes: 0 };
    if (used.files >= SESSION_UPLOAD_QUOTA.files || used.bytes + data.byteLength > SESSION_UPLOAD_QUOTA.bytes)
      throw userError(uploadMessages.quota, "file");
  }

  const code = randomBytes(20).toString("hex");
  await db.query(`insert into upload (code, name, type, size, data, session_id) values ($1, $2, $3, $4, $5, $6)`, [
    code,
    name,
    type,
    data.byteLength,
    data,
    sessionId,
  ]);
  return code;
}

/** Removes files older than UNATTACHED_UPLOAD_HOURS that no order line names (the code is the option's value). */
export async function removeUnattachedUploads(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ removed: number }>(
    `with gone as (
       delete from upload u
       where u.date_added < now() - make_interval(hours => $1::int)
         and not exists (select 1 from order_product op where strpos(op.options::text, u.code) > 0)
       returning 1)
     select count(*)::int as removed from gone`,
    [UNATTACHED_UPLOAD_HOURS],
  );
  return rows[0]?.removed ?? 0;
}
