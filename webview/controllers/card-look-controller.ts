// The look of the cards (patience.cardStyle, patience.cardBack): which folder of sheets the table
// draws from and which back face-down cards show. A new style's sheets are fetched and decoded
// before the table switches to them, so no card is ever drawn blank in between.
import type { ReactiveControllerHost } from 'lit';
import type { CardBack, CardStyle, TableSettings } from '../../src/protocol';
import { SHEETS } from '../elements/patience-card';

/** Fetches and decodes a folder's four sheets; never rejects (a sheet that fails shows as it can). */
function loadSheets(folder: string): Promise<void> {
  return Promise.all(SHEETS.map((sheet) => {
    const img = new Image();
    img.src = `${folder}${sheet}.svg`;
    return typeof img.decode === 'function' ? img.decode().catch(() => undefined) : undefined;
  })).then(() => undefined);
}

/** Where the cards come from: the folder that holds a folder of sheets per style (ending in "/"), and the style the page starts with. */
export interface CardSource {
  readonly cardsUri: string;
  readonly cardStyle: CardStyle;
}

export class CardLookController {
  private style: CardStyle | null = null;
  private wanted: CardStyle | null = null;
  /** The back face-down cards show. */
  back: CardBack = 'red';

  constructor(private readonly host: ReactiveControllerHost, private readonly source: CardSource) {}

  /** The folder of the sheets to draw from, ending in "/": the page's first style's (whose sheets it preloads) until another is set. */
  get folder(): string {
    return `${this.source.cardsUri}${this.style ?? this.source.cardStyle}/`;
  }

  /** Follows the settings. A new style is drawn once its sheets are ready, unless another was chosen meanwhile; returns then. */
  async apply(settings: Pick<TableSettings, 'cardStyle' | 'cardBack'>): Promise<void> {
    if (settings.cardBack !== this.back) {
      this.back = settings.cardBack;
      this.host.requestUpdate();
    }
    const style = settings.cardStyle;
    const drawn = this.style ?? this.source.cardStyle;
    this.wanted = style;
    if (style === drawn) {
      this.style = style;
      return;
    }
    await loadSheets(`${this.source.cardsUri}${style}/`);
    if (this.wanted !== style) return;
    this.style = style;
    this.host.requestUpdate();
  }
}
