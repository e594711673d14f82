/** Runs a command's `main`; when it fails, prints what went wrong in one line and exits with 1. */
export function runMain(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    // A failed query's message carries the whole statement; its cause says what went wrong.
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    console.error(cause instanceof Error ? cause.message : cause);
    process.exit(1);
  });
}
