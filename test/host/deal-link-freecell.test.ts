// FreeCell's deal texts and links (issue 26): its names from the registry read as the game, its autoplay
// options as the link's rule set, and a link made for a deal reads back as that deal.
import { describe, expect, it } from 'vitest';
import { EXTENSION_ID, dealLink, parseDealReference } from '../../src/deal-link/deal-link';

const read = (text: string) => parseDealReference(text, EXTENSION_ID);

describe('FreeCell deal texts and links', () => {
  it.each([
    'FreeCell #11982',
    'freecell 11982',
    'Freecell №11982',
    'Free Cell #11982',
    'Свободная ячейка №11982',
    'СВОБОДНАЯ ЯЧЕЙКА 11982',
  ])('"%s" is FreeCell deal 11982', (text) => {
    expect(read(text)).toEqual({ ok: true, value: { game: 'freecell', deal: 11982 } });
  });

  it.each(['safe', 'off', 'all'])('a link with autoplay %s reads back with it', (variant) => {
    const link = dealLink(`vscode://${EXTENSION_ID}`, { game: 'freecell', deal: 617, variant });
    expect(read(link)).toEqual({ ok: true, value: { game: 'freecell', deal: 617, variant } });
  });

  it('refuses an autoplay option FreeCell does not have, naming the game', () => {
    const link = `vscode://${EXTENSION_ID}/play?game=freecell&deal=1&variant=kings`;
    expect(read(link)).toEqual({ ok: false, problem: { kind: 'unknownVariant', game: 'freecell', variant: 'kings' } });
  });
});
