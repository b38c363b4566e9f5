import { h } from 'preact';
import { Bound } from '../element/live';
import { bindUnitCard, type UnitCardOptions } from './flip-digits';

/**
 * One unit of a countdown in a Preact view (the deadline bar's): a span that ./flip-digits fills
 * and keeps, the same cards the countdown paints without Preact.
 */
export class UnitCard extends Bound<UnitCardOptions> {
  protected bind(el: HTMLElement): () => void {
    return bindUnitCard(el, this.props);
  }

  override render() {
    return <span ref={this.el} />;
  }
}
