/** True when the browser can create a WebGL 2 context (MapLibre 6 needs one; headless software GL counts). */
export function supportsWebGL(): boolean {
  try {
    if (typeof window === 'undefined' || !('WebGL2RenderingContext' in window)) return false;
    return !!document.createElement('canvas').getContext('webgl2');
  } catch {
    return false;
  }
}
