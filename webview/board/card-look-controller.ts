// The look of the cards (patience.cardStyle, patience.cardBack): which folder of sheets the table
// draws from and which back face-down cards show. A new style's sheets are fetched and decoded
// before the table switches to them, so no card is ever drawn blank in between.
import type { ReactiveControllerHost } from 'lit';
import { type CardBack, type CardStyle, type TableSettings, sheetFolder } from '../../src/protocol/protocol';
import { SHEETS } from '../layout/card-picture';
import { language } from '../l10n/format';

/** Where the cards come from: the folder holding a folder of sheets per style (ending in "/"), and the style the page starts with. */
export interface CardSource {
  readonly cardsUri: string;
  readonly cardStyle: CardStyle;
}

export class CardLookController {
  /** The style drawn, once the settings have named one. */
  private style: CardStyle | undefined;
  private wanted: CardStyle | undefined;
  /** The back face-down cards show. */
  back: CardBack = 'red';

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly source: CardSource,
  ) {}

  /** The folder of the sheets to draw from, ending in "/": the page's first style's until another is set, in the page's language. */
  get folder(): string {
    return `${this.source.cardsUri}${sheetFolder(this.style ?? this.source.cardStyle, language)}/`;
  }

  /** The folder small cards are drawn from: the same style with the large corner index. */
  get smallFolder(): string {
    return `${this.source.cardsUri}${sheetFolder(this.style ?? this.source.cardStyle, language, true)}/`;
  }

  /** Follows the settings; a new style is drawn once its sheets are decoded, unless another was chosen meanwhile. */
  async apply({ cardStyle, cardBack }: Pick<TableSettings, 'cardStyle' | 'cardBack'>): Promise<void> {
    this.back = cardBack;
    this.wanted = cardStyle;
    if (cardStyle !== (this.style ?? this.source.cardStyle)) {
      // A sheet that fails to decode shows as it can: the switch goes ahead.
      await Promise.all(
        SHEETS.map((sheet) =>
          Object.assign(new Image(), { src: `${this.source.cardsUri}${sheetFolder(cardStyle, language)}/${sheet}.svg` })
            .decode?.()
            .catch(() => undefined),
        ),
      );
    }
    if (this.wanted === cardStyle) this.style = cardStyle;
    this.host.requestUpdate();
  }
}
