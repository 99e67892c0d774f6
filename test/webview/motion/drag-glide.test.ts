// @vitest-environment happy-dom
// Dragged cards are shifted by a transform on a compositor layer of their own, and let go of both.
import { describe, expect, it } from 'vitest';
import { shift } from '../../../webview/motion/drag-glide';

describe('shift', () => {
  it('moves the cards by a transform on a layer of their own, and puts them back without either', () => {
    const cards = [document.createElement('patience-card'), document.createElement('patience-card')];
    shift(cards, 12, -5);
    for (const card of cards) {
      expect(card.style.transform).toBe('translate(12px, -5px)');
      expect(card.style.willChange).toBe('transform');
    }
    shift(cards, 0, 0);
    for (const card of cards) {
      expect(card.style.transform).toBe('');
      expect(card.style.willChange).toBe('');
    }
  });
});
