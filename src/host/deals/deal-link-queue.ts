// Deal links opened one at a time: a link that comes while another opens waits, only the newest waiting link
// opens next, and none does once the player declined to abandon the game, so a burst of links asks once.

/** How opening one link ended: a new deal on the table, the link refused (bad, or the box dismissed), or the game kept. */
export type LinkOutcome = 'dealt' | 'refused' | 'declined';

type Opening = () => Promise<LinkOutcome>;

export class DealLinkQueue {
  private opening = false;
  private waiting: Opening | undefined;

  /** Opens a link now, or after the one opening now (in place of any link already waiting). */
  async open(link: Opening): Promise<void> {
    if (this.opening) {
      this.waiting = link;
      return;
    }
    this.opening = true;
    let failure: unknown;
    try {
      for (let next: Opening | undefined = link; next !== undefined;) {
        this.waiting = undefined;
        const outcome: LinkOutcome = await next().catch((error: unknown) => {
          failure ??= error;
          return 'refused' as const;
        });
        // The player kept the game: the links that came while they were asked are answered too.
        next = outcome === 'declined' ? undefined : this.waiting;
      }
    } finally {
      this.opening = false;
      this.waiting = undefined;
    }
    if (failure !== undefined) throw failure;
  }
}
