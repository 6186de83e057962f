/**
 * Which data changed, as far as this instance knows: a version per kind of data that moves on
 * every committed write, by this instance or any other (the tables' triggers NOTIFY
 * `hangar_changes`, migration 0018). Answers kept in memory are stored with the version they
 * were computed under and used only while it is still current.
 *
 * This instance's own writes move the versions at once (`bump`, before the answer to the write
 * is sent), so a client that saves and then reloads the list sees its change. Another instance's
 * writes arrive with the notification, a few milliseconds after their commit.
 */
import type { Db } from './db.js';

/** 'data': anything a list or record shows. 'auth': who a token belongs to and what they may do. */
export type ChangeKind = 'data' | 'auth';
const KINDS: readonly ChangeKind[] = ['data', 'auth'];

export const CHANGES_CHANNEL = 'hangar_changes';

export class ChangeFeed {
  private readonly versions: Record<ChangeKind, number> = { data: 0, auth: 0 };
  private live = false;
  private stop: (() => Promise<void>) | null = null;

  /** Starts listening on `db`. Until then `version` is null: nothing may be kept. */
  async listen(db: Db): Promise<void> {
    this.stop = await db.listen(CHANGES_CHANNEL, {
      notify: (payload) =>
        this.bump(KINDS.includes(payload as ChangeKind) ? (payload as ChangeKind) : undefined),
      lost: () => {
        this.live = false;
      },
      restored: () => {
        // Whatever was written while deaf is unknown: everything kept so far is stale.
        this.bump();
        this.live = true;
      },
    });
    this.live = true;
  }

  /**
   * The current version of `kind`, or null while changes could go unseen (the listening
   * connection is down): then nothing kept may be used.
   */
  version(kind: ChangeKind): number | null {
    return this.live ? this.versions[kind] : null;
  }

  /** Marks `kind` (every kind when omitted) as changed. */
  bump(kind?: ChangeKind): void {
    for (const k of kind ? [kind] : KINDS) this.versions[k]++;
  }

  async close(): Promise<void> {
    this.live = false;
    await this.stop?.();
  }
}
