import { EMBED_ATTRIBUTES, embedOptionsFrom, parseEmbedAttributes, type EmbedInput } from '../utils/embed-options';
import { mountEmbed, type EmbedMount } from './mount-embed';

export const ELEMENT_NAME = 'runoff-results';

/**
 * <runoff-results poll-id="…"> (or session-id="…", a session's current question): the no-build-tools way to
 * show a poll's results (docs/embedding.md).
 */
class RunoffResultsElement extends HTMLElement {
  static readonly observedAttributes = [...EMBED_ATTRIBUTES];
  private mounted: EmbedMount | undefined;

  connectedCallback(): void {
    this.render();
  }

  attributeChangedCallback(): void {
    if (this.isConnected) this.render();
  }

  disconnectedCallback(): void {
    // A page that moves the element re-inserts it in the same task: only a real removal unmounts.
    queueMicrotask(() => {
      if (this.isConnected) return;
      this.mounted?.unmount();
      this.mounted = undefined;
    });
  }

  private render(): void {
    const parsed = parseEmbedAttributes((name) => this.getAttribute(name));
    if (this.mounted) this.mounted.update(parsed);
    else this.mounted = mountEmbed(this, parsed);
  }
}

/** Registers the element once, even when a page loads embed.js twice. */
export function defineRunoffResults(registry: CustomElementRegistry = customElements): void {
  if (!registry.get(ELEMENT_NAME)) registry.define(ELEMENT_NAME, RunoffResultsElement);
}

export type MountOptions = EmbedInput;

/** For pages that prefer code: renders a poll's (or a session's) results into any element. Returns update and unmount. */
export function mount(element: HTMLElement, options: MountOptions) {
  const embed = mountEmbed(element, embedOptionsFrom(options));
  return {
    update: (next: MountOptions) => embed.update(embedOptionsFrom(next)),
    unmount: () => embed.unmount(),
  };
}
