// A win's celebration, the classic cascade: cards leap off the foundations one after another, fall,
// bounce along the bottom of the table and leave it at the sides, each leaving a trail (the canvas
// is never cleared). Drawn on one canvas over the table, time-based so a slow frame loses no
// ground, and over in under three seconds. In the ending chunk: no imports from the page's bundle.

/** A card to throw: its picture (drawn once at its size) and where it starts, in table pixels. */
export interface Sprite {
  readonly image: CanvasImageSource;
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export interface Running {
  /** Settles when the cascade is over (or was stopped). */
  readonly done: Promise<void>;
  stop(): void;
}

// 'normal': a card leaves every 45 ms for 2.2 s, and the trails fade out 0.4 s later; 'fast' in about
// half the time. Speeds in table pixels per ms, gravity per ms².
const PACE = {
  normal: { every: 45, launching: 2200, fade: 400, speed: 1 },
  fast: { every: 28, launching: 1200, fade: 250, speed: 1.5 },
};
const GRAVITY = 0.0021;
const BOUNCE = 0.72;

interface Flying {
  readonly sprite: Sprite;
  x: number;
  y: number;
  vx: number;
  vy: number;
}

/** How long a cascade lasts at `speed`, in ms (launching, then the trails fading). */
export const cascadeLength = (speed: keyof typeof PACE): number => PACE[speed].launching + PACE[speed].fade;

/** How many cards a cascade throws at `speed`: the rest stay on their piles. */
export const cardsThrown = (speed: keyof typeof PACE): number => Math.floor(PACE[speed].launching / PACE[speed].every) + 1;

/** Throws `sprites` in turn across `canvas` (sized to its box); `random` decides each card's leap. */
export function cascade(
  canvas: HTMLCanvasElement,
  sprites: readonly Sprite[],
  speed: keyof typeof PACE,
  random: () => number = Math.random,
): Running {
  const pace = PACE[speed];
  const ratio = globalThis.devicePixelRatio || 1;
  const width = canvas.clientWidth;
  const height = canvas.clientHeight;
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(height * ratio);
  const context = canvas.getContext('2d');
  context?.scale(ratio, ratio);
  const flying: Flying[] = [];
  let launched = 0;
  let fading = false;
  let frame = 0;
  let last = performance.now();
  const start = last;
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const stop = (): void => {
    cancelAnimationFrame(frame);
    finish();
  };
  const tick = (now: number): void => {
    const dt = Math.min(50, now - last);
    last = now;
    const elapsed = now - start;
    // Cards launched in this frame are drawn where they lie and move from the next one: a late frame
    // (a busy machine: dt up to 50 ms) would otherwise show them leaving from 30 px away.
    const launchedBefore = flying.length;
    while (launched < sprites.length && launched * pace.every <= Math.min(elapsed, pace.launching)) {
      const sprite = sprites[launched++];
      const side = random() < 0.5 ? -1 : 1;
      flying.push({ sprite, x: sprite.x, y: sprite.y, vx: side * (0.12 + random() * 0.3) * pace.speed, vy: -random() * 0.55 * pace.speed });
    }
    for (let i = 0; i < flying.length; i++) {
      const card = flying[i];
      if (i >= launchedBefore) {
        context?.drawImage(card.sprite.image, card.x, card.y, card.sprite.w, card.sprite.h);
        continue;
      }
      card.vy += GRAVITY * pace.speed * pace.speed * dt;
      card.x += card.vx * dt;
      card.y += card.vy * dt;
      const floor = height - card.sprite.h;
      if (card.y > floor) {
        card.y = floor;
        card.vy = -card.vy * BOUNCE;
      }
      context?.drawImage(card.sprite.image, card.x, card.y, card.sprite.w, card.sprite.h);
    }
    // Cards that left the table are done with.
    for (let i = flying.length - 1; i >= 0; i--) if (flying[i].x > width || flying[i].x + flying[i].sprite.w < 0) flying.splice(i, 1);
    frame = requestAnimationFrame(tick);
    if (elapsed >= pace.launching && !fading) {
      fading = true;
      canvas.animate([{ opacity: 1 }, { opacity: 0 }], { duration: pace.fade, fill: 'forwards' }).finished.then(stop, stop);
    }
  };
  frame = requestAnimationFrame(tick);
  return { done, stop };
}
