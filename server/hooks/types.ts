/**
 * Named server hooks: a resource's custom behaviour that its definition cannot say
 * (role rules, seat limits, licence transitions). They run inside the write's transaction.
 */
import type { LinkSigner } from '../auth/linkSigner';
import type { MailLocale } from '../../i18n/mail';
import type { GrantKind, ResourceDef } from '../../resources/kit';
import type { Viewer } from '../auth/viewer';
import type { Db } from '../db/client';
import type { AppRecord } from '../jsonapi/repository';

/**
 * Thrown by a create hook when the request repeats one already done (a resent idempotency key):
 * nothing is written and the route answers 200 with the stored record `id`.
 */
export class AlreadyCreated extends Error {
  constructor(readonly id: string) {
    super(`already created as ${id}`);
    this.name = 'AlreadyCreated';
  }
}

export interface WriteContext {
  db: Db;
  viewer: Viewer;
  def: ResourceDef;
  op: 'create' | 'update' | 'delete';
  /** The grants that allow this write on this record. */
  grants: readonly GrantKind[];
  /** The stored record, for update and delete. */
  record?: AppRecord;
  /** The validated values to write (create and update). */
  values: Record<string, unknown>;
  /** The product's origin (PUBLIC_URL) when the write comes from a request: links in mails. */
  origin?: string;
  /** The write's time: the app's clock (tests fix it). */
  now: Date;
  /** Signs links mailed by the hook (a webinar booking's join link); absent outside a request. */
  signer?: LinkSigner;
  /** The language the request asked for (X-User-Locale), for the mails the hook sends. */
  locale?: MailLocale;
  pointerOf(name: string): string;
}

/** What a create's values may be completed from before they are checked (see `completeCreate`). */
export interface CreateDraft {
  db: Db;
  viewer: Viewer;
  /** The grants that allow the create. */
  grants: readonly GrantKind[];
  /** The values as the client sent them, by app name; filled in place. */
  values: Record<string, unknown>;
  /** App names the client sent. */
  sent: ReadonlySet<string>;
}

export interface ResourceHooks {
  /**
   * Before a create's values are checked: fills what follows from who asks and the client may
   * leave out (a person booking a webinar for themselves is booked under their own address).
   */
  completeCreate?(draft: CreateDraft): Promise<void>;
  /**
   * Before the write's related records are checked (404 for one the viewer cannot read): for a
   * refusal or a replay that must not depend on what the viewer can read (an experience of a
   * lesson the student never joined is 401, not 404).
   */
  beforeTargets?(ctx: WriteContext): Promise<void>;
  beforeWrite?(ctx: WriteContext): Promise<void>;
  /** After the row is written, in the same transaction: `id` is the written (or deleted) record's. */
  afterWrite?(ctx: WriteContext & { id: string }): Promise<void>;
}
