import { ACCOUNT_DELETED_CHANNEL } from '@b2b/contracts';
import type { Listen } from '@b2b/db';
import type { FastifyBaseLogger } from 'fastify';
import type { AccountDeletionRepository } from './account-deletion.repository.ts';

export interface AccountDeletionCompleterOptions {
  repo: Pick<AccountDeletionRepository, 'incomplete' | 'complete'>;
  /** Removes stored files (the storage driver's `remove`). */
  removeFiles: (keys: string[]) => Promise<void>;
  listen: Listen;
  /** Longest wait before looking for confirmed requests left incomplete (a crash between the two servers' steps). */
  sweepMs: number;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/**
 * Completes the deletions the account service confirmed: woken by its notification, and by a sweep at start and every
 * `sweepMs`, it deletes the portal's data of each person whose request is confirmed and not completed. Every portal
 * process runs one; each request is completed once (the repository locks its row).
 */
export function accountDeletionCompleter({
  repo,
  removeFiles,
  listen,
  sweepMs,
  log,
}: AccountDeletionCompleterOptions) {
  let stopped = false;
  let running: Promise<void> | null = null;
  let wokenWhileRunning = false;
  let timer: NodeJS.Timeout | undefined;
  let unlisten: (() => Promise<void>) | undefined;

  async function sweep(): Promise<void> {
    try {
      for (const requestID of await repo.incomplete()) {
        if (stopped) break;
        const completed = await repo.complete(requestID);
        if (!completed || completed.files.length === 0) continue;
        // The records are gone with the deletion; a file left behind by a failed removal is unreachable, not kept.
        await removeFiles(completed.files).catch((error: unknown) =>
          log.error(
            { err: error, files: completed.files },
            "a deleted person's pictures could not be removed",
          ),
        );
      }
    } catch (error) {
      log.error({ err: error }, 'an account deletion could not be completed; the next sweep tries again');
    }
  }

  function wake(): void {
    if (stopped) return;
    if (running) {
      wokenWhileRunning = true;
      return;
    }
    running = sweep().finally(() => {
      running = null;
      if (wokenWhileRunning) {
        wokenWhileRunning = false;
        wake();
      }
    });
  }

  return {
    async start(): Promise<void> {
      unlisten = await listen(ACCOUNT_DELETED_CHANNEL, wake, wake);
      timer = setInterval(wake, sweepMs);
      timer.unref();
      wake();
    },

    async stop(): Promise<void> {
      stopped = true;
      clearInterval(timer);
      await unlisten?.();
      await running;
    },
  };
}

export type AccountDeletionCompleter = ReturnType<typeof accountDeletionCompleter>;
