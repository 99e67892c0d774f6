// Entry of dist/host-journal.js: reading the game journal back (listing, checking entries), kept out
// of the Node host's bundle and required the first time the journal is read (esbuild.mjs, APART).
// Writing a counted game's entry stays in dist/extension.js; folding the journal into this machine's
// tally is the statistics' work (dist/host-stats.js).
export * from './reader';
