/**
 * How a page tells the server render its status and title: an enrolment page for an unknown
 * bootcamp answers 404, a blog post names itself; and which of its parts the server could not
 * render (lib/section-boundary.tsx). Rendering is synchronous (renderToString), so a module-level
 * collector set around one render is safe; in the browser it is never set.
 */
interface Collected {
  code: number;
  title: string | undefined;
  /** The parts that threw while the server rendered them, in page order. */
  failed: Array<{ name: string; essential: boolean }>;
  /**
   * Set in the render that finds why a part failed (entry-server.tsx): every part renders outside
   * its Suspense boundary but the other failed ones, so the first error left stops the render.
   */
  explaining?: { readonly others: ReadonlySet<string> };
}

let current: Collected | undefined;

export const pageStatus = {
  /** Runs `render` with `into` collecting what the page reports. */
  collect<T>(into: Collected, render: () => T): T {
    current = into;
    try {
      return render();
    } finally {
      current = undefined;
    }
  },
  /** Called by a page while it renders: its HTTP status (e.g. 404) and/or its own title. */
  report(code: number | undefined, title?: string): void {
    if (!current) return;
    if (code !== undefined) current.code = code;
    if (title !== undefined) current.title = title;
  },
  /** Whether the part `name` renders inside its Suspense boundary (see `explaining`). */
  guarded(name: string): boolean {
    return !current?.explaining || current.explaining.others.has(name);
  },
  /** Called in place of a part of the page that threw while the server rendered it. */
  partFailed(name: string, essential: boolean): void {
    current?.failed.push({ name, essential });
  },
};
