// A background job that runs now and then: every `intervalMs`, and at once when woken (a lead just
// queued its mails). One run at a time per process; a wake during a run makes one more run after
// it. Used by the mail outbox and the webhook worker.

export interface Poller {
  /** run as soon as the current run (if any) is over */
  wake(): void;
  start(): void;
  /** no new run; the run under way, if any (await it to wait for it) */
  stop(): Promise<unknown> | null;
}

export function createPoller(options: {
  intervalMs: number;
  run: () => Promise<unknown>;
  onError: (error: Error) => void;
}): Poller {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;
  let again = false;
  let stopped = true;

  function tick() {
    if (running) {
      again = true;
      return;
    }
    running = options
      .run()
      .catch((error: Error) => options.onError(error))
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          tick();
        }
      });
  }

  return {
    wake() {
      if (!stopped) tick();
    },
    start() {
      stopped = false;
      timer = setInterval(tick, options.intervalMs);
      timer.unref();
      tick();
    },
    stop() {
      stopped = true;
      clearInterval(timer);
      return running;
    },
  };
}
