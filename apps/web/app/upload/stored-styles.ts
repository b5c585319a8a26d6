// The server keeps a model's styles only once it is submitted; a person sent to checkout
// first must find the styles they chose when they come back (issue 12). This tab keeps them.

const key = (modelId: string) => `hs:upload-styles:${modelId}`;

/** Style ids from what was stored, or null when nothing usable was. */
export function parseStoredStyles(raw: string | null): string[] | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) && value.every((id) => typeof id === 'string') ? value : null;
  } catch {
    return null;
  }
}

export function readStoredStyles(modelId: string): string[] | null {
  try {
    return parseStoredStyles(window.sessionStorage.getItem(key(modelId)));
  } catch {
    // Storage can be disabled (private mode, policies): the choice then lives in memory only.
    return null;
  }
}

export function storeStyles(modelId: string, styles: string[] | null): void {
  try {
    if (styles) window.sessionStorage.setItem(key(modelId), JSON.stringify(styles));
    else window.sessionStorage.removeItem(key(modelId));
  } catch {
    // As above: nothing to do without storage.
  }
}
