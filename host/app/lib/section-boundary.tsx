/**
 * A fault in one part of a page costs only that part: each landing section, the page's header,
 * footer and body, and the page as a whole render inside a `SectionBoundary`.
 *
 * In the browser, when a part throws (while it renders, hydrates, or in an effect), its boundary
 * catches the error, logs it once with the part's name, and leaves what the part showed in place,
 * as plain HTML: readable, its links working, its widgets (custom elements, upgraded again by
 * embudo.js) working, only React's own handlers gone. A part that had shown nothing yet (one
 * mounted by a client-side navigation that fails at once) hides itself. The rest of the page stays
 * React's and interactive. A failed part is tried again when the route changes.
 *
 * Why the markup is read when the part fails, and not copied before hydration: a copy would cost
 * every visit the serialisation of the whole page (part inside part) for a fault that almost never
 * happens, and it would not be needed: React changes none of the server's markup while it hydrates
 * (a mismatch makes it render the part again instead), and while hydrating it commits a boundary's
 * element before it renders anything inside the boundary's Suspense (a Suspense boundary's
 * content hydrates in a later pass). So, when a part fails, its boundary's element is in the page
 * and still holds what the visitor sees: the server's markup if the part never hydrated, else its
 * last rendered state, which is read in the render that shows the fallback, before React removes
 * anything. Markup of another route (the part failed while rendering the next page) is not kept.
 *
 * The Suspense inside each boundary does two things. While hydrating, React sends a render error
 * to the nearest Suspense boundary (not to an error boundary) and renders that boundary again in
 * the browser; without one per part, that would be the whole page's, and the page's server markup
 * (the deferred sections' with it) would be dropped. On the server (renderToString), an error
 * inside a Suspense boundary writes that boundary's fallback and marks it for the browser to
 * render, instead of failing the whole page: the fallback here tells the render which part failed
 * (see entry-server.tsx), and writes nothing else unless `loading` is given.
 */
import { Component, Suspense, createRef, useContext, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import type { RootOptions } from 'react-dom/client';
import type { ResolvedRoute } from '../routes';
import { SiteContext } from '../site';
import { pageStatus } from './page-status';

export interface SectionBoundaryProps {
  /** The part's name, in the log and in the wrapper's `data-boundary`. */
  name: string;
  children: ReactNode;
  /** Shown while the part waits for its code (a page loading on navigation); nothing by default. */
  loading?: ReactNode;
  /** The page cannot be served without this part: its failure on the server fails the render (500). */
  essential?: boolean;
}

/** Wraps one part of a page; see the module's comment. */
export function SectionBoundary(props: SectionBoundaryProps) {
  // The route, as a prop: a failed part is tried again on the next route, and markup of the last
  // one is not shown on it.
  const route = useContext(SiteContext)?.route;
  return <Boundary {...props} route={route} />;
}

interface State {
  failed: boolean;
  /** The route the part failed on (set in the same render as `failed`). */
  failedOn?: { route: ResolvedRoute | undefined };
}

class Boundary extends Component<SectionBoundaryProps & { route: ResolvedRoute | undefined }, State> {
  override state: State = { failed: false };
  private readonly element = createRef<HTMLDivElement>();
  /** The route of the last commit that showed the part; none before its first commit. */
  private shown: { route: ResolvedRoute | undefined } | undefined;
  /** The markup kept in place of the failed part (read once per failure); undefined: hidden. */
  private kept: { html: string | undefined } | undefined;
  /** Whether this failure is logged (StrictMode runs a failing effect twice while developing). */
  private logged = false;

  static getDerivedStateFromError(): State {
    return { failed: true, failedOn: undefined };
  }

  static getDerivedStateFromProps(props: { route: ResolvedRoute | undefined }, state: State): State | null {
    if (!state.failed) return null;
    if (!state.failedOn) return { failed: true, failedOn: { route: props.route } };
    return state.failedOn.route === props.route ? null : { failed: false };
  }

  override componentDidMount(): void {
    if (!this.state.failed) this.shown = { route: this.props.route };
  }

  override componentDidUpdate(): void {
    if (!this.state.failed) this.shown = { route: this.props.route };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (this.logged) return;
    this.logged = true;
    const outcome = this.kept?.html === undefined ? 'it is hidden' : 'what it showed stays in place, without interaction';
    console.error(`[embudo-site] The part "${this.props.name}" of the page failed; ${outcome}.`, error, info.componentStack ?? '');
  }

  /** What the part shows now, if it may stay in place of it (see the module's comment). */
  private keptMarkup(): string | undefined {
    const element = this.element.current;
    if (!element || this.shown?.route !== this.props.route) return undefined;
    return showsSomething(element) ? element.innerHTML : undefined;
  }

  override render(): ReactNode {
    const { name, loading } = this.props;
    if (this.state.failed) {
      this.kept ??= { html: this.keptMarkup() };
      const html = this.kept.html;
      // A new element (key): React replaces the part's tree with the copy of its markup.
      return html === undefined ? (
        <div key="failed" className="section-boundary" data-boundary={name} data-failed="" />
      ) : (
        <div key="failed" className="section-boundary" data-boundary={name} data-failed="" dangerouslySetInnerHTML={{ __html: html }} />
      );
    }
    this.kept = undefined;
    this.logged = false;
    const fallback = (
      <NotRendered name={name} essential={this.props.essential}>
        {loading}
      </NotRendered>
    );
    return (
      <div key="part" ref={this.element} className="section-boundary" data-boundary={name}>
        {pageStatus.guarded(name) ? <Suspense fallback={fallback}>{this.props.children}</Suspense> : this.props.children}
      </div>
    );
  }
}

/**
 * A Suspense fallback of the site's parts (here and lib/deferred-section.tsx). On the server every
 * page's code is loaded before it renders, so a fallback is written only in place of a part that
 * threw: the render hears of it.
 */
export function NotRendered({ name, essential = false, children }: { name: string; essential?: boolean; children?: ReactNode }) {
  pageStatus.partFailed(name, essential);
  return children;
}

/** Elements a visitor sees without any text in them. */
const SHOWN_WITHOUT_TEXT = 'img, svg, picture, video, iframe, canvas, input, select, textarea, button';

/**
 * Whether a part's markup shows anything: not when it holds only React's marker of a part the
 * server could not render (a <template>, in wrappers), which is left where it is.
 */
function showsSomething(element: Element): boolean {
  const copy = element.cloneNode(true) as Element;
  for (const marker of copy.querySelectorAll('template')) marker.remove();
  if ((copy.textContent ?? '').trim() !== '' || copy.querySelector(SHOWN_WITHOUT_TEXT)) return true;
  // A custom element (a widget) draws itself.
  return [...copy.querySelectorAll('*')].some((child) => child.localName.includes('-'));
}

/**
 * The error handlers of the site's React root (main.tsx). React logs every error a boundary
 * catches; the part's boundary has logged it with the part's name: once is enough. (A part's render
 * error while hydrating is not reported as "recoverable" when the part's second render, in the
 * browser, fails too: the boundary's log is the only one.)
 */
export const rootErrorOptions: Pick<RootOptions, 'onCaughtError'> = {
  onCaughtError(error, info) {
    if (!(info.errorBoundary instanceof Boundary)) console.error(error);
  },
};

/** A page's parts in order, by name: each in its own boundary (one list per page, not a wrapper written per part). */
export function Sections({ parts }: { parts: ReadonlyArray<readonly [name: string, Part: ComponentType]> }) {
  return (
    <>
      {parts.map(([name, Part]) => (
        <SectionBoundary key={name} name={name}>
          <Part />
        </SectionBoundary>
      ))}
    </>
  );
}
