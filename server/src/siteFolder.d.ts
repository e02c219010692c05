/** SITE_DIR when set, else `site/` under the repository root given (tools/siteFolder.js). */
export function siteFolder(repo: string, env?: NodeJS.ProcessEnv): string;
