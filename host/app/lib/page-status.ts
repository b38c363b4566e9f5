/**
 * How a page tells the server render its status and title: an enrolment page for an unknown
 * bootcamp answers 404, a blog post names itself. Rendering is synchronous (renderToString), so a
 * module-level collector set around one render is safe; in the browser it is never set.
 */
interface Collected {
  code: number;
  title: string | undefined;
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
};
