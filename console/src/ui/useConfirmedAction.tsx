import { useState, type ReactElement } from 'react';
import type { Announcement } from './Announcer';
import { ConfirmDialog } from './ConfirmDialog';

interface ConfirmedAction<Row> {
  /** Opens the dialog about `row`. */
  ask(row: Row): void;
  /** The dialog, to render once on the screen. */
  dialog: ReactElement;
}

/**
 * A row action that asks first (a list screen's Delete): the dialog about the row, then the
 * action and its outcome as a message, the API's own words when it refused.
 */
export function useConfirmedAction<Row>({
  run,
  done,
  question,
  confirmLabel,
  onMessage,
}: {
  run(row: Row): Promise<unknown>;
  done(row: Row): Announcement;
  question(row: Row): string;
  confirmLabel: string;
  onMessage(message: Announcement): void;
}): ConfirmedAction<Row> {
  const [pending, setPending] = useState<{ row: Row }>();
  const confirm = async () => {
    if (!pending) return;
    setPending(undefined);
    try {
      await run(pending.row);
      onMessage(done(pending.row));
    } catch (error) {
      onMessage({ kind: 'error', text: error instanceof Error ? error.message : String(error) });
    }
  };
  const dialog = (
    <ConfirmDialog
      open={pending !== undefined}
      message={pending ? question(pending.row) : ''}
      confirmLabel={confirmLabel}
      onConfirm={() => void confirm()}
      onCancel={() => setPending(undefined)}
    />
  );
  return { ask: (row) => setPending({ row }), dialog };
}
