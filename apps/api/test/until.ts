/**
 * Asks until `done` holds, for what arrives on its own time (a listening connection opening,
 * a database notice); fails after 10 s naming `what` was awaited.
 */
export async function until<T>(ask: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await ask();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`still not ${what} after 10 s`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
