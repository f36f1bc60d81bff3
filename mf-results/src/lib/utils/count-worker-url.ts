declare const __webpack_public_path__: string | undefined;

/**
 * Where count-worker.js is: beside this build's files (rsbuild.worker.ts). The public path is this
 * remote's origin when the shell loads it, and the results host when a page loads embed.js.
 */
export function countWorkerUrl(): URL {
  const publicPath = typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '';
  return new URL('count-worker.js', new URL(publicPath || './', document.baseURI));
}
