// The end of a game's front in the page's first bundle: when a game ends (or is won now, to be
// celebrated, or the host says what a win meant) it loads the ending chunk (./ending-show.ts), which
// draws the celebration and the result panel over the table, and hands it what it needs.
import { type ReactiveControllerHost, nothing } from 'lit';
import type { WinVerdict } from '../../src/protocol/game-result';
import { sendCommand } from '../page/ui-command';
import { buttonStyles, figureStyles } from '../page/shared-styles';
import { KIT } from '../motion/motion-controller';
import { formatTime, strings } from '../l10n/strings';
import type { EndingPage, EndingShow } from './ending-show';
import type { Result } from './patience-result-panel';

export type EndingNeeds = Pick<EndingPage, 'speed' | 'landed' | 'announce' | 'table'>;

export class EndingController {
  private show: EndingShow | null = null;
  private loading: Promise<EndingShow> | null = null;
  private celebrateOnLoad = false;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly needs: EndingNeeds,
  ) {}

  /** The cascade or the result panel to draw over the table (nothing while the game is played). */
  view(result: Omit<Result, 'verdict'> | null): unknown {
    if (result && !this.show) void this.load();
    return this.show?.view(result) ?? nothing;
  }

  /** The game was just won: celebrated once the winning move has landed, worded once the host's verdict comes. */
  celebrate(): void {
    if (this.show) void this.show.celebrate();
    else this.celebrateOnLoad = true;
  }

  /** The host's verdict on the win. */
  told(verdict: WinVerdict): void {
    void this.load().then((show) => show.told(verdict));
  }

  /** A new game is on the table. */
  reset(): void {
    this.celebrateOnLoad = false;
    this.show?.reset();
  }

  private load(): Promise<EndingShow> {
    return (this.loading ??= import('./ending-show').then(({ EndingShow }) => {
      const words = { strings, formatTime, send: sendCommand, sheets: [buttonStyles, figureStyles].flatMap((s) => s.styleSheet ?? []) };
      const show = new EndingShow({ ...this.needs, host: this.host, kit: KIT, words, nothing });
      this.show = show;
      if (this.celebrateOnLoad) void show.celebrate();
      this.host.requestUpdate();
      return show;
    }));
  }
}
