// The cards a win's cascade throws, worked out from the table as drawn: in the ending chunk, with
// the rules, geometry and pictures from the page's kit.
import type { Card } from '../../src/engine';
import type { CardBack } from '../../src/protocol/protocol';
import type { Kit } from '../motion/motion-player';
import { type Frame, placesOf } from '../motion/places';
import { type Sprite, cardsThrown } from './cascade';

export interface EndingKit extends Kit {
  /** Where a cell lies on its sheet, as fractions of the sheet. */
  cellBox(cell: number): { x: number; y: number; w: number; h: number };
  /** The card face up. */
  faceOf(card: Card): Card;
}

/**
 * The cards a cascade throws, in turn: the top card of each foundation, then the next of each, and
 * so on; a game without foundations (Maze, Pileon) throws from every pile. Each is drawn once, face
 * up (Pileon's frozen piles too), at its size on the table, from its sheet.
 */
export async function spritesOf(
  frame: Frame,
  kit: EndingKit,
  cards: { readonly cardsUri: string; readonly cardBack: CardBack },
  speed: 'normal' | 'fast',
): Promise<Sprite[]> {
  const { position, layout } = frame;
  const specs = kit.rulesOf(position.game).piles;
  const foundations = specs.flatMap((spec, i) => (spec.kind === 'foundation' ? [i] : []));
  const sources = foundations.length ? foundations : specs.map((_, i) => i);
  const places = [...placesOf(frame, kit).values()];
  const order: { pile: number; index: number }[] = [];
  const deepest = Math.max(...sources.map((pile) => position.piles[pile].length));
  for (let depth = 1; depth <= deepest && order.length < cardsThrown(speed); depth++) {
    for (const pile of sources) if (position.piles[pile].length >= depth) order.push({ pile, index: position.piles[pile].length - depth });
  }
  const sheets = new Map<string, Promise<HTMLImageElement>>();
  const sheet = (name: string) => {
    let image = sheets.get(name);
    if (!image) {
      const img = new Image();
      img.src = `${cards.cardsUri}${name}.svg`;
      sheets.set(name, (image = img.decode().then(() => img)));
    }
    return image;
  };
  const ratio = globalThis.devicePixelRatio || 1;
  const { cardW: w, cardH: h } = layout;
  return Promise.all(
    order.slice(0, cardsThrown(speed)).map(async ({ pile, index }) => {
      const { sheet: name, cell } = kit.cardPicture(position.game, pile, [kit.faceOf(position.piles[pile][index])], 0, cards.cardBack);
      const img = await sheet(name);
      const box = kit.cellBox(cell);
      const image = document.createElement('canvas');
      image.width = Math.round(w * ratio);
      image.height = Math.round(h * ratio);
      image
        .getContext('2d')
        ?.drawImage(
          img,
          box.x * img.naturalWidth,
          box.y * img.naturalHeight,
          box.w * img.naturalWidth,
          box.h * img.naturalHeight,
          0,
          0,
          image.width,
          image.height,
        );
      const place = places.find((p) => p.pile === pile && p.index === index)!;
      return { image, x: place.x, y: place.y, w, h };
    }),
  );
}
