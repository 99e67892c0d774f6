// Entry of dist/host-journal.js: reading the game journal back (listing, checking entries, taking
// lost results back into the statistics), kept out of the Node host's bundle and required the
// first time the journal is read (esbuild.mjs, APART). Writing stays in dist/extension.js.
export * from './reader';
export * from './from-journal';
