/** What the server lends every server build: its singletons and jsdom (tools/serverProvided.js). */
export const SERVER_PROVIDED: readonly string[];
