declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.jpg' {
  const url: string;
  export default url;
}
declare module '*.webp' {
  const url: string;
  export default url;
}

/** True in the server (Node) build of an app, false in its browser build; replaced at build time. */
declare const __SERVER__: boolean;

/** The version of the federation runtime the shell's browser build lends to remotes; defined in server builds only. */
declare const __FEDERATION_RUNTIME__: string;
