// A CSP-safe styleMap. Lit's styleMap writes its first value as a `style="…"` attribute, which a
// `style-src` without 'unsafe-inline' blocks; this directive only ever sets CSSOM properties.
import { type AttributePart, noChange } from 'lit';
import { Directive, type PartInfo, PartType, directive } from 'lit/directive.js';

class StylePropsDirective extends Directive {
  private names: readonly string[] = [];

  constructor(part: PartInfo) {
    super(part);
    if (part.type !== PartType.ATTRIBUTE || part.name !== 'style') throw new Error('styleProps belongs in a style attribute binding');
  }

  render(_props: Readonly<Record<string, string>>): typeof noChange {
    return noChange;
  }

  override update(part: AttributePart, [props]: [Readonly<Record<string, string>>]): typeof noChange {
    const style = part.element.style;
    for (const name of this.names) if (!(name in props)) style.removeProperty(name);
    for (const name in props) style.setProperty(name, props[name]);
    this.names = Object.keys(props);
    return noChange;
  }
}

/** `style=${styleProps({ left: '4px' })}`: sets each property through the CSSOM. */
export const styleProps = directive(StylePropsDirective);
