/**
 * Whether the render under way is the server's first paint (app/shell.tsx says, per render). A part
 * whose code loads lazily shows its placeholder there, as the browser's first render does while
 * that code is on its way: the server cannot wait for it, and both renders give the same markup.
 */
let paintingOnServer: () => boolean = () => false;

/** Lets the server say which renders are its own (app/shell.tsx). */
export function readServerPaintFrom(read: () => boolean) {
  paintingOnServer = read;
}

export const isServerPaint = () => paintingOnServer();
