// @vitest-environment happy-dom
// The result panel hides as few cards as it can: it slides along the table's foot to the place that
// covers the least of them (Pileon's lost game keeps its bottom row in sight), and stays in the
// middle when nothing is in its way. happy-dom lays nothing out: the boxes are given here.
import { afterEach, describe, expect, it } from 'vitest';
import { PatienceResultPanel } from '../../../webview/ending/patience-result-panel';

const rect = (x: number, y: number, w: number, h: number): DOMRect => ({
  x,
  y,
  left: x,
  top: y,
  width: w,
  height: h,
  right: x + w,
  bottom: y + h,
  toJSON: () => ({}),
});

/** A panel 360×110 drawn in the middle of the foot of a 1280×720 table. */
function panel(): PatienceResultPanel {
  const parent = document.createElement('main');
  const p = new PatienceResultPanel();
  parent.append(p);
  document.body.append(parent);
  parent.getBoundingClientRect = () => rect(0, 0, 1280, 720);
  Object.defineProperty(p, 'offsetParent', { get: () => parent });
  p.getBoundingClientRect = () => (p.style.left ? rect(parseFloat(p.style.left), 586, 360, 110) : rect(460, 586, 360, 110));
  return p;
}

afterEach(() => document.body.replaceChildren());

describe('the result panel over the table', () => {
  it('moves off the cards of the bottom row to the empty end of it (a lost Pileon)', () => {
    const p = panel();
    // Pileon's bottom row at 1280×720: three piles from x 193 to 786, the fourth place empty.
    const cards = [
      { x: 193, y: 562, w: 177, h: 142 },
      { x: 420, y: 562, w: 140, h: 142 },
      { x: 646, y: 562, w: 140, h: 142 },
    ];
    p.avoid(cards);
    const left = parseFloat(p.style.left);
    expect(left).toBeGreaterThanOrEqual(786);
    expect(left + 360).toBeLessThanOrEqual(1280 - 24);
    expect(p.style.transform).toBe('none');
  });

  it('stays in the middle when no card is under it, and when every place covers as much', () => {
    const p = panel();
    p.avoid([{ x: 0, y: 0, w: 1280, h: 200 }]);
    expect(p.style.left).toBe('');
    p.avoid([{ x: 0, y: 500, w: 1280, h: 220 }]);
    expect(p.style.left).toBe('');
  });
});
