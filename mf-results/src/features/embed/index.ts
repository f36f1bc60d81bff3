// The Results tab's part of the feature. The embed itself (the element and mount) is reached only
// through src/expose/embed.ts, so the federated results panel never bundles its React root or socket.
export { EmbedSnippet } from './components/embed-snippet';
